import { Navigate, Outlet, useLocation } from '../router';
import { ROUTES } from '@portal/contracts/routes';
import { ErrorPage } from '../components/ErrorPage';
import { Loading } from '../components/Loading';
import { isSignedInType, useUserAccount } from './session';

/** Where the login page sends someone back to after signing in. */
export function loginPathFor(back: string): string {
  return `${ROUTES.login}?returnTo=${encodeURIComponent(back)}`;
}

/**
 * Signed-in routes: STANDARD or LINKED users only; others sign in and come back here. Staff
 * routes also need a staff role: a resident gets the 403 page (the server refuses the calls too).
 */
export function RequireSignIn({ staff = false }: { staff?: boolean }) {
  const account = useUserAccount();
  const location = useLocation();
  if (account.isError) return <ErrorPage error={account.error} onRetry={() => void account.refetch()} />;
  if (account.isPending) return <Loading />;
  if (!isSignedInType(account.data.userType)) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  if (staff && !account.data.staffRole) return <ErrorPage kind="forbidden" />;
  return <Outlet />;
}
