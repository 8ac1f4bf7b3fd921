import { describe, expect, it } from 'vitest';
import { addressOnOneLine, mailableAddress } from './address';

describe('an address on one line', () => {
  it('reads street, unit, city, state and ZIP in the post’s order, leaving out what is missing', () => {
    expect(addressOnOneLine({ line1: '12 Oak St', line2: 'Apt 2', city: 'Raleigh', state: 'NC', zip: '27601' })).toBe(
      '12 Oak St, Apt 2, Raleigh, NC 27601',
    );
    expect(addressOnOneLine({ line1: '12 Oak St', line2: null, city: 'Raleigh', state: null, zip: '27601' })).toBe(
      '12 Oak St, Raleigh, 27601',
    );
    expect(addressOnOneLine({})).toBe('');
  });

  it('is mailable only with a street, city, state and ZIP', () => {
    expect(mailableAddress({ line1: ' 1 Main ', city: 'Durham', state: 'NC', zip: '27701' })).toBe(
      '1 Main, Durham, NC 27701',
    );
    expect(mailableAddress({ line1: '1 Main', city: 'Durham', state: 'NC', zip: '  ' })).toBeNull();
    expect(mailableAddress('1 Main, Durham')).toBeNull();
    expect(mailableAddress(undefined)).toBeNull();
  });
});
