import { describe, expect, it } from 'vitest';
import { ROUTES } from '@portal/contracts/routes';
import { landingFor } from './landing';

describe('where a sign-in lands', () => {
  it('staff land on the staff console, everyone else on the dashboard', () => {
    expect(landingFor({ staffRole: 'CASEWORKER' })).toBe(ROUTES.worker);
    expect(landingFor({ staffRole: 'HEARING_OFFICER' })).toBe(ROUTES.worker);
    expect(landingFor({ staffRole: 'ADMIN' })).toBe(ROUTES.worker);
    expect(landingFor({ staffRole: null })).toBe(ROUTES.account);
    expect(landingFor(undefined)).toBe(ROUTES.account);
  });
});
