import { z } from 'zod';
import { WORKER_CALLS } from './calls-staff';
import { endpoints } from './endpoint';
import { StaffRole } from './identity';

/** GET worker/me: the signed-in staff member and their office (none for an administrator without one). */
export const WorkerMe = z.object({
  userName: z.string(),
  displayName: z.string(),
  staffRole: StaffRole,
  office: z.object({ name: z.string(), county: z.string() }).nullable(),
});
export type WorkerMe = z.infer<typeof WorkerMe>;

export const WORKER_ENDPOINTS = endpoints('worker', WORKER_CALLS, {
  workerMe: { summary: 'The signed-in staff member and their office', response: WorkerMe },
});
