import { ROUTES } from '@portal/contracts/routes';

/** The caseworkers' application screens (under /worker). */
export const WORKER_APPLICATIONS = `${ROUTES.worker}/applications`;
export const WORKER_ACCOUNTS = `${ROUTES.worker}/accounts`;
export const WORKER_TIMINGS = `${ROUTES.worker}/time-to-complete`;
export const WORKER_PAPER_COPIES = `${ROUTES.worker}/paper-copies`;
export const WORKER_APPLICATION = `${ROUTES.worker}/applications/:id`;
export const workerApplicationPath = (id: string) => `${WORKER_APPLICATIONS}/${encodeURIComponent(id)}`;
export const WORKER_CHANGES = `${ROUTES.worker}/changes`;
export const WORKER_CHANGE = `${ROUTES.worker}/changes/:id`;
export const workerChangePath = (id: string) => `${WORKER_CHANGES}/${encodeURIComponent(id)}`;
