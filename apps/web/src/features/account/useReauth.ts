import { useEffect } from 'react';
import { useLocation, useNavigate } from '../../router';
import { ApiRequestError } from '../../api/client';
import { loginPathFor } from '../../app/RequireSignIn';

/** A contact change needs a recent sign-in: when the server asks for one, sign in again and come back. */
export function useReauthRedirect(error: unknown) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (error instanceof ApiRequestError && error.code === 'REAUTH_REQUIRED') {
      navigate(loginPathFor(location.pathname), { replace: true, state: { reauth: true } });
    }
  }, [error, navigate, location.pathname]);
}
