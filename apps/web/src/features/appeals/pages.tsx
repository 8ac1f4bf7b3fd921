import { Navigate } from '../../router';
import type { AppealTrack } from '@portal/contracts/appeals';
import { AppealFormPage } from './FormPage';
import { AppealGate } from './Gate';
import { HomePage, OverviewPage } from './HomePage';
import { NewPage } from './NewPage';
import { appealPaths } from './paths';
import { SubmittedPage } from './SubmittedPage';

/**
 * The route components of appeals (routes.ts): each page of a track,
 * behind the gate of the canAppeal permission and the appeals feature.
 */
const gated = (Page: (p: { track: AppealTrack }) => React.ReactNode, track: AppealTrack) =>
  function Gated() {
    return (
      <AppealGate track={track}>
        <Page track={track} />
      </AppealGate>
    );
  };

/** /appeals/form without a request: choose the decision. */
const ToNew = ({ track }: { track: AppealTrack }) => <Navigate to={appealPaths(track).formNew} replace />;

/** Named as their ROUTES keys: the route table finds each by its key (routes.ts). */
export const appeals = gated(HomePage, 'MA');
export const appealsOverview = gated(OverviewPage, 'MA');
export const appealsFormNew = gated(NewPage, 'MA');
export const appealsForm = gated(ToNew, 'MA');
export const appealsFormResume = gated(AppealFormPage, 'MA');
export const appealsSubmitted = gated(SubmittedPage, 'MA');
export const nfAppeals = gated(HomePage, 'NF');
export const nfAppealsOverview = gated(OverviewPage, 'NF');
export const nfAppealsFormNew = gated(NewPage, 'NF');
export const nfAppealsForm = gated(ToNew, 'NF');
export const nfAppealsFormResume = gated(AppealFormPage, 'NF');
export const nfAppealsSubmitted = gated(SubmittedPage, 'NF');
