import { describe, expect, it } from 'vitest';
import { ROUTES } from '@portal/contracts/routes';
import { safeReturnTo } from './returnTo';

describe('returnTo after signing in', () => {
  it('a page that asked for the sign-in wins over the landing; another origin never does', () => {
    expect(safeReturnTo('/nfCaseworkerInfo', ROUTES.worker)).toBe('/nfCaseworkerInfo');
    expect(safeReturnTo(null, ROUTES.worker)).toBe(ROUTES.worker);
    expect(safeReturnTo('//evil.example', ROUTES.worker)).toBe(ROUTES.worker);
    expect(safeReturnTo('https://evil.example')).toBe(ROUTES.account);
  });
});
