import { ROUTES } from '@portal/contracts/routes';

/**
 * The staff console's addresses (under /worker). Each concept routes its own staff pages
 * (`features/<concept>/routes.ts`); the console's home links to all of them, so they live here.
 */

/** The caseworkers' application screens. */
export const WORKER_APPLICATIONS = `${ROUTES.worker}/applications`;
export const WORKER_ACCOUNTS = `${ROUTES.worker}/accounts`;
export const WORKER_TIMINGS = `${ROUTES.worker}/time-to-complete`;
export const WORKER_PAPER_COPIES = `${ROUTES.worker}/paper-copies`;
export const WORKER_MESSAGES = `${ROUTES.worker}/messages`;
export const WORKER_MASS_COMMS = `${ROUTES.worker}/mass-communications`;
/** Administrators: configured links and click counts. */
export const WORKER_LINKS = `${ROUTES.worker}/links`;
/** Administrators: provider facilities and their staff; organisations and their accounts. */
export const WORKER_PROVIDERS = `${ROUTES.worker}/provider-facilities`;
export const WORKER_ORGANISATIONS = `${ROUTES.worker}/organisations`;
export const WORKER_REPRESENTATIVES = `${ROUTES.worker}/provisioned-representatives`;
export const WORKER_PROVIDER = `${WORKER_PROVIDERS}/:id`;
export const WORKER_PROVIDER_NEW = `${WORKER_PROVIDERS}/new`;
export const workerProviderPath = (id: string) => `${WORKER_PROVIDERS}/${encodeURIComponent(id)}`;
export const WORKER_APPLICATION = `${ROUTES.worker}/applications/:id`;
export const workerApplicationPath = (id: string) => `${WORKER_APPLICATIONS}/${encodeURIComponent(id)}`;
export const WORKER_CHANGES = `${ROUTES.worker}/changes`;
export const WORKER_CHANGE = `${ROUTES.worker}/changes/:id`;
export const workerChangePath = (id: string) => `${WORKER_CHANGES}/${encodeURIComponent(id)}`;
/** The hearing office's screens: appeal requests, one request, the state holidays. */
export const WORKER_APPEALS = `${ROUTES.worker}/appeals`;
export const WORKER_APPEAL = `${ROUTES.worker}/appeals/:id`;
export const workerAppealPath = (id: string) => `${WORKER_APPEALS}/${encodeURIComponent(id)}`;
export const WORKER_HOLIDAYS = `${ROUTES.worker}/holidays`;
/** One case for staff: its people, programmes, items, internal notes and history (ADR 0412). */
export const WORKER_CASE = ROUTES.workerCase;
export const workerCasePath = (caseId: string) => `${ROUTES.worker}/cases/${encodeURIComponent(caseId)}`;
/** The office's renewals due this month and the reminders about them (ADR 0912). */
export const WORKER_REMINDERS = `${ROUTES.worker}/reminders`;

/**
 * Where a staff or provider account signed in with no passkey yet is sent from every page (ADR
 * 0132): "Add a passkey to continue". Not under /worker: providers see it too.
 */
export const ADD_PASSKEY = '/add-a-passkey';
