import { ROUTES, pathTo } from '@portal/contracts/routes';
import type { AppealTrack } from '@portal/contracts/appeals';

/**
 * Where each track of appeals lives: Medicaid decisions under /appeals, the other programmes'
 * under /nfAppeals. A request's pages are `?page=` of its form; `?page=sign` signs it.
 */
export function appealPaths(track: AppealTrack) {
  const ma = track === 'MA';
  const formRoute = ma ? ROUTES.appealsFormResume : ROUTES.nfAppealsFormResume;
  return {
    home: ma ? ROUTES.appeals : ROUTES.nfAppeals,
    overview: ma ? ROUTES.appealsOverview : ROUTES.nfAppealsOverview,
    formNew: ma ? ROUTES.appealsFormNew : ROUTES.nfAppealsFormNew,
    form: (formId: string) => pathTo(formRoute, { formId }),
    sign: (formId: string) => `${pathTo(formRoute, { formId })}?page=sign`,
    submitted: ma ? ROUTES.appealsSubmitted : ROUTES.nfAppealsSubmitted,
    other: ma ? ROUTES.nfAppeals : ROUTES.appeals,
  };
}
