import { z } from 'zod';
import { endpoints, FileResponse } from './endpoint';
import { line } from './validation';
import { PRESUMPTIVE_CALLS, PRESUMPTIVE_CATEGORIES, PRESUMPTIVE_FIELDS } from './presumptive-api';

export * from './presumptive-api';

/** Starting a filing answers the id of the form (the spec's iegExecutionID). */
export const PresumptiveStart = z.object({ iegExecutionID: z.uuid() });

export const FormIdParams = z.object({ formId: z.uuid() });

/**
 * The answers as typed: strings, each checked by presumptiveProblems (presumptive-api.ts) on
 * the server as in the browser; here only the length cap (a huge body) and control characters
 * (refused before anything else, as in every call).
 */
export const PresumptiveAnswersBody = z.object(
  Object.fromEntries(PRESUMPTIVE_FIELDS.map((f) => [f, line(200).default('')])) as Record<
    (typeof PRESUMPTIVE_FIELDS)[number],
    z.ZodDefault<ReturnType<typeof line>>
  >,
);

export const PresumptiveDecision = z.object({
  facilityName: z.string(),
  patientName: z.string(),
  /** YYYY-MM-DD. */
  birthDate: z.string(),
  /** Last four digits only, or null when none was given. */
  ssnLast4: z.string().nullable(),
  householdSize: z.number().int(),
  monthlyIncomeCents: z.number().int(),
  category: z.enum(PRESUMPTIVE_CATEGORIES),
  eligible: z.boolean(),
  /** INCOME_OVER_LIMIT when not eligible. */
  reason: z.enum(['INCOME_OVER_LIMIT']).nullable(),
  monthlyLimitCents: z.number().int(),
  percent: z.number().int(),
  guidelineYear: z.number().int(),
  filedOn: z.string(),
  filedBy: z.string(),
  /** The temporary coverage (null when not eligible); the full application is due by its end. */
  coverageStart: z.string().nullable(),
  coverageEnd: z.string().nullable(),
});
export type PresumptiveDecision = z.infer<typeof PresumptiveDecision>;

export const PresumptiveFiling = z.object({
  formId: z.uuid(),
  status: z.enum(['DRAFT', 'DECIDED']),
  /** The facilities of the provider that may file; the form asks which when there are several. */
  facilities: z.array(z.object({ facilityId: z.uuid(), name: z.string(), bccmAllowed: z.boolean() })),
  decision: PresumptiveDecision.nullable(),
});
export type PresumptiveFiling = z.infer<typeof PresumptiveFiling>;

/** How many filings a page of the provider's list holds. */
export const FILINGS_PAGE_SIZE = 10;

export const PresumptiveFilingList = z.object({
  filings: z.array(
    z.object({
      formId: z.uuid(),
      patientName: z.string(),
      facilityName: z.string(),
      /** YYYY-MM-DD. */
      filedOn: z.string(),
      eligible: z.boolean(),
      coverageEnd: z.string().nullable(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PresumptiveFilingList = z.infer<typeof PresumptiveFilingList>;

export const FilingsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export const NoticeQuery = z.object({ lang: z.enum(['en', 'es']).default('en') });

export const PRESUMPTIVE_ENDPOINTS = endpoints('presumptive eligibility', PRESUMPTIVE_CALLS, {
  presumptive: {
    summary: 'Starts a presumptive-eligibility filing for a qualified provider (their open one if any)',
    response: PresumptiveStart,
  },
  presumptiveFilings: {
    summary: 'The signed-in provider’s decided filings, newest first, to find one again and reprint its notice',
    query: FilingsQuery,
    response: PresumptiveFilingList,
  },
  presumptiveFiling: {
    summary: 'A filing of the signed-in provider: the facilities it may be for, and the decision once made',
    params: FormIdParams,
    response: PresumptiveFiling,
  },
  submitPresumptive: {
    summary: 'Files the patient’s answers and decides presumptive eligibility at once',
    params: FormIdParams,
    body: PresumptiveAnswersBody,
    response: PresumptiveFiling,
    errors: [409],
  },
  presumptiveNotice: {
    summary: 'The notice for the patient as a PDF, in English or Spanish',
    params: FormIdParams,
    query: NoticeQuery,
    response: FileResponse,
    produces: 'application/pdf',
  },
});
