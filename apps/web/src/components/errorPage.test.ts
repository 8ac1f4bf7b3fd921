import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/client';
import { errorKindOf } from './ErrorPage';

describe('choosing the error page', () => {
  it('tells network, timeout, 403 and 400 apart from a generic failure', () => {
    expect(errorKindOf(new ApiRequestError(0, [], 'network'))).toBe('network');
    expect(errorKindOf(new ApiRequestError(0, [], 'timeout'))).toBe('timeout');
    expect(errorKindOf(new ApiRequestError(504, []))).toBe('timeout');
    expect(errorKindOf(new ApiRequestError(403, [{ code: 'FORBIDDEN', message: 'x', level: 'error' }]))).toBe(
      'forbidden',
    );
    expect(errorKindOf(new ApiRequestError(400, []))).toBe('badRequest');
    expect(errorKindOf(new ApiRequestError(500, []))).toBe('generic');
    expect(errorKindOf(new Error('render failed'))).toBe('generic');
  });

  it('treats a page chunk that cannot be downloaded as a connection problem', () => {
    expect(errorKindOf(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe('network');
  });
});
