import { describe, expect, it } from 'vitest';
import { queueTotal } from './queue-total';

const never = async (): Promise<number> => {
  throw new Error('counted although the page told it');
};

describe('a work queue total', () => {
  it('is read off a page that is neither full nor past the end, without counting', async () => {
    expect(await queueTotal(7, { page: 3, pageSize: 25 }, never)).toBe(57);
    expect(await queueTotal(0, { page: 1, pageSize: 25 }, never)).toBe(0);
  });

  it('is counted when the page is full or past the end', async () => {
    expect(await queueTotal(25, { page: 1, pageSize: 25 }, async () => 300)).toBe(300);
    expect(await queueTotal(0, { page: 9, pageSize: 25 }, async () => 40)).toBe(40);
  });
});
