import { describe, expect, it } from 'vitest';
import { ROUTES } from '@portal/contracts/routes';
import { safeReturnTo } from '../features/auth/returnTo';
import { landingFor } from './landing';

describe('where a sign-in lands', () => {
  it('staff land on the staff console, everyone else on the dashboard', () => {
    expect(landingFor({ staffRole: 'CASEWORKER' })).toBe(ROUTES.worker);
    expect(landingFor({ staffRole: 'HEARING_OFFICER' })).toBe(ROUTES.worker);
    expect(landingFor({ staffRole: 'ADMIN' })).toBe(ROUTES.worker);
    expect(landingFor({ staffRole: null })).toBe(ROUTES.account);
    expect(landingFor(undefined)).toBe(ROUTES.account);
  });

  it('a page that asked for the sign-in wins; another origin never does', () => {
    expect(safeReturnTo('/nfCaseworkerInfo', ROUTES.worker)).toBe('/nfCaseworkerInfo');
    expect(safeReturnTo(null, ROUTES.worker)).toBe(ROUTES.worker);
    expect(safeReturnTo('//evil.example', ROUTES.worker)).toBe(ROUTES.worker);
    expect(safeReturnTo('https://evil.example')).toBe(ROUTES.account);
  });
});
