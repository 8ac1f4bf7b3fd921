import { useEffect } from 'react';
import { useNavigate } from '../../../router';
import { ROUTES } from '@portal/contracts/routes';
import { ApiRequestError } from '../../../api/client';

/**
 * A login attempt that has expired, ended, or belongs to another browser cannot go on: the
 * person sees the error page that says so (and how to start again).
 */
export function useExpiredRedirect(error: unknown) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!(error instanceof ApiRequestError)) return;
    if (
      error.code === 'MFA_EXPIRED' ||
      error.status === 404 ||
      error.status === 401 ||
      (error.status === 400 && error.fieldError('uuid') !== undefined)
    ) {
      navigate(`${ROUTES.mfaError}?reason=expired`, { replace: true });
    }
  }, [error, navigate]);
}
