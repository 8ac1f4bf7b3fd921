import { z } from 'zod';
import { endpoints } from './endpoint';
import { NeededDocument } from './applications-submitted';
import { DASHBOARD_CALLS } from './shell-constants';

export { DASHBOARD_CALLS };

/** Dashboard badges (spec part 1 §4): Application in progress, Pending decision, Active. */
export const DASHBOARD_BADGES = ['IN_PROGRESS', 'PENDING_DECISION', 'ACTIVE', 'DENIED', 'WITHDRAWN', 'CLOSED'] as const;
export const DashboardBadge = z.enum(DASHBOARD_BADGES);
export type DashboardBadge = z.infer<typeof DashboardBadge>;

export const DashboardProgram = z.object({
  programCode: z.string(),
  /** The programme's name in the caller's language (code table ProgramType). */
  programName: z.string(),
  badge: DashboardBadge,
  startedOn: z.string(),
});
export type DashboardProgram = z.infer<typeof DashboardProgram>;

export const DashboardCase = z.object({
  caseReference: z.string(),
  badge: DashboardBadge,
  openedOn: z.string(),
  certificationEndOn: z.string().nullable(),
  programs: z.array(DashboardProgram),
});
export type DashboardCase = z.infer<typeof DashboardCase>;

/** An application of the person: a draft (in progress) or one submitted in the last six months. */
export const DashboardApplication = z.object({
  kind: z.enum(['DRAFT', 'SUBMITTED']),
  /** The draft's formId (to resume it) or the submitted application's id. */
  id: z.string(),
  reference: z.string().nullable(),
  /** The application type's name in the caller's language. */
  title: z.string(),
  badge: DashboardBadge,
  /** Started (draft) or submitted, ISO date-time. */
  date: z.string(),
  programs: z.array(DashboardProgram.omit({ startedOn: true })),
  /** A submitted application's documents we still need (empty for a draft). */
  documentsNeeded: z.array(NeededDocument),
});
export type DashboardApplication = z.infer<typeof DashboardApplication>;

/** Something to do by a date (a pending reminder's task), with the screen that does it. */
export const DashboardTask = z.object({
  task: z.string(),
  /** "Renew your food benefits by December 15, 2026", in the reader's language. */
  title: z.string(),
  dueDate: z.string(),
  path: z.string(),
});
export type DashboardTask = z.infer<typeof DashboardTask>;

/** GET dashboard: the signed-in person's applications, and cases (linked accounts only). */
export const Dashboard = z.object({
  displayName: z.string(),
  /** LINKED only when the account is linked to a person and not delinked. */
  userType: z.enum(['STANDARD', 'LINKED']),
  isDelinked: z.boolean(),
  /** The organisation the account acts for (it starts applications for households), or null. */
  organisationName: z.string().nullable(),
  cases: z.array(DashboardCase),
  applications: z.array(DashboardApplication),
  tasks: z.array(DashboardTask),
  /**
   * Temporary (presumptive) Medicaid a provider filed for the linked person, still running:
   * its end is also the date the full application is due. Null when there is none.
   */
  /**
   * Temporary Medicaid a provider filed for the person, while it lasts and full Medicaid is not
   * active on a case; `medicaidApplied`: a Medicaid application of theirs is waiting for a decision.
   */
  presumptiveCoverage: z
    .object({ coverageStart: z.string(), coverageEnd: z.string(), medicaidApplied: z.boolean() })
    .nullable(),
});
export type Dashboard = z.infer<typeof Dashboard>;

export const DASHBOARD_ENDPOINTS = endpoints('dashboard', DASHBOARD_CALLS, {
  dashboard: { summary: "The signed-in person's cases and programmes, with their badges", response: Dashboard },
});
