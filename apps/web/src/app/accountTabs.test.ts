import { describe, expect, it } from 'vitest';
import { accountTabs, isAccountArea } from './accountTabs';

const base = {
  linked: false,
  newbornLinked: false,
  presumptiveAllowed: false,
  bccmAllowed: false,
  displayRegularEpass: false,
};

describe('account-area tabs', () => {
  it('a standard account without the display setting sees only the dashboard', () => {
    expect(accountTabs(base)).toEqual(['dashboard']);
  });

  it('a linked resident sees her information and account settings, and her applications when the setting is on', () => {
    expect(accountTabs({ ...base, linked: true, displayRegularEpass: true })).toEqual([
      'dashboard',
      'myInformation',
      'yourApplications',
      'accountSettings',
    ]);
  });

  it('a newborn-referral provider sees referrals instead of applications', () => {
    expect(accountTabs({ ...base, newbornLinked: true, displayRegularEpass: true })).toEqual([
      'dashboard',
      'yourReferrals',
      'archivedReferrals',
    ]);
  });

  it('a newborn provider allowed both presumptive and BCCM falls back to applications', () => {
    expect(
      accountTabs({
        ...base,
        newbornLinked: true,
        presumptiveAllowed: true,
        bccmAllowed: true,
        displayRegularEpass: true,
      }),
    ).toEqual(['dashboard', 'yourApplications']);
    expect(accountTabs({ ...base, newbornLinked: true, presumptiveAllowed: true })).toEqual([
      'dashboard',
      'yourReferrals',
      'archivedReferrals',
    ]);
  });

  it('knows which pages are in the account area', () => {
    expect(isAccountArea('/account')).toBe(true);
    expect(isAccountArea('/NFAccountSettings/updatePrimaryContact')).toBe(true);
    expect(isAccountArea('/your-referrals')).toBe(true);
    expect(isAccountArea('/apply')).toBe(false);
    expect(isAccountArea('/account-x')).toBe(false);
  });
});
