import { UA_BASE } from './api';
import { call } from './http';

/**
 * Calls of keeping benefits (spec part 2 §7 "Change of circumstance and renewals"): reporting a
 * change, renewing, and the staff review. Zod-free so the web app can import it; the schemas are
 * CHANGE_ENDPOINTS in changes.ts. A change report or renewal runs as a draft (the form calls of
 * applying: form_details, save page, save and exit, delete) bound to the case it reports on.
 */
/** Renewals and reported changes stay listed this many months (spec part 2 §9). */
export const CHANGES_LIST_MONTHS = 12;
/** A change report (COC) or a renewal (RECERT): the staff queue's kind filter (ADR 0415). */
export const CHANGE_KINDS = ['COC', 'RECERT'] as const;

const COC = `${UA_BASE}/nf_coc`;
const MOTIVATION = `${UA_BASE}/nf_motivation`;
export const CHANGE_RESIDENT_CALLS = {
  unsupportedMessage: call('GET', `${COC}/unsupported_message`),
  applyForSnapCoc: call('GET', `${COC}/apply_for_snap_coc`),
  applyForFnsCoc: call('GET', `${COC}/apply_for_fns_coc`),
  applyForSnapRecert: call('GET', `${COC}/apply_for_snap_recert`),
  applyForFnsRecert: call('GET', `${COC}/apply_for_fns_recert`),
  snapBenefitAmount: call('GET', `${COC}/snap_benefit_amount`),
  startCocScript: call('POST', `${COC}/start_coc_script`),
  finishCoc: call('POST', `${MOTIVATION}/finish_coc`),
  signAndSubmitCoc: call('POST', `${MOTIVATION}/sign_and_submit_coc`),
  cocConfirmationDetails: call('GET', `${MOTIVATION}/coc_confirmation_details/:id`),
  finishCocRecert: call('POST', `${COC}/finish_coc_recert`),
  signandsubmitCocRecert: call('POST', `${COC}/signandsubmit_coc_recert`),
  cocRecertConfirmationDetails: call('GET', `${COC}/coc_recert_confirmation_details/:id`),
  listSubmittedRenewals: call('GET', `${COC}/list_submitted_renewals`),
  listExistingCocApp: call('GET', `${UA_BASE}/nf_citizen_workspace/list_existing_coc_app`),
  /** A submitted change report or renewal as a PDF, in the language it was made in. */
  caseChangePdf: call('GET', `${COC}/case_changes/:id/pdf`),
  /** Life events: what can be reported (a change, or naming a representative), start one, the sent ones. */
  applyForLifeEventCoc: call('GET', `${UA_BASE}/nf_lifeevent/apply_for_coc`),
  applyForAr: call('GET', `${UA_BASE}/nf_lifeevent/apply_for_ar`),
  lifeEventsForm: call('POST', `${UA_BASE}/life_events_form`),
  listSubmittedLifeevents: call('GET', `${UA_BASE}/nf_life_events/list_submitted_lifeevents`),
};
