import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useParams } from '../../router';
import { NotFoundPage } from '../../app/NotFoundPage';
import { loginPathFor } from '../../app/RequireSignIn';
import { isSignedInType, useSystemConfig, useUserAccount } from '../../app/session';
import { Loading } from '../../components/Loading';
import { loadAlertsPage } from '../alerts/routes';

const CreateAccount = lazy(async () => ({ default: (await import('./CreateAccountPage')).Component }));
const Alerts = lazy(async () => ({ default: (await loadAlertsPage()).Component }));

/** /nf-{department}-alerts-opt-in or -update for the configured department, signed in only. */
function AlertsForDepartment({ department }: { department: string }) {
  const system = useSystemConfig();
  const account = useUserAccount();
  const location = useLocation();
  if (!system.data || account.isPending) return <Loading />;
  if (system.data.branding.departmentCode !== department) return <NotFoundPage />;
  if (!isSignedInType(account.data?.userType)) return <Navigate to={loginPathFor(location.pathname)} replace />;
  return (
    <Suspense fallback={<Loading />}>
      <Alerts />
    </Suspense>
  );
}

/**
 * Screens whose name is built from configuration inside one path segment, which the router
 * cannot express as a pattern: /nfCreate{identity}Account and /nf-{department}-alerts-opt-in|update.
 * Anything else is "not found".
 */
export function Component() {
  const { slug = '' } = useParams();
  if (/^nfCreate[A-Za-z0-9]+Account$/.test(slug)) {
    return (
      <Suspense fallback={<Loading />}>
        <CreateAccount />
      </Suspense>
    );
  }
  const alerts = /^nf-([a-z]{2,12})-alerts-(opt-in|update)$/.exec(slug);
  if (alerts) return <AlertsForDepartment department={alerts[1]!} />;
  return <NotFoundPage />;
}
