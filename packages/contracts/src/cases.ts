import { z } from 'zod';
import { CASES_CALLS } from './cases-api';
import { endpoints } from './endpoint';

export * from './cases-api';

/**
 * "Your information" (spec part 2 §3 my-info tab): what the agency keeps about the households
 * of the person an enhanced account is linked to, case by case: the people (SSN masked to its
 * last four), their incomes and pregnancies, the home and its occupants, the monthly costs, and
 * each programme's certification period and benefit. Codes come described in the reader's
 * language; amounts are dollars.
 */

export const MyInfoMember = z.object({
  name: z.string(),
  /** ***-**-1234, or null when no number is on record. */
  ssn: z.string().nullable(),
  /** YYYY-MM-DD, or null. */
  dateOfBirth: z.string().nullable(),
  relationship: z.string(),
  /** "U.S. citizen or national", "Not a U.S. citizen", or null when not reported. */
  citizenshipStatus: z.string().nullable(),
});

export const MyInfoIncome = z.object({
  memberName: z.string(),
  type: z.string(),
  employerName: z.string().nullable(),
  amount: z.number(),
  frequency: z.string(),
});

export const MyInfoPregnancy = z.object({
  pregnancyMemberName: z.string(),
  pregnancyDueDate: z.string().nullable(),
  pregnancyNoOfUnborn: z.number().int(),
});

export const MyInfoProgram = z.object({
  programName: z.string(),
  /** ACTIVE, PENDING, CLOSED… */
  status: z.string(),
  certificationStartOn: z.string().nullable(),
  certificationEndOn: z.string().nullable(),
  /** Monthly benefit in dollars; null when none applies (Medicaid). */
  benefitAmount: z.number().nullable(),
});

export const MyInfoCase = z.object({
  caseReference: z.string(),
  /** ACTIVE or SUSPENDED (closed cases are not listed). */
  caseStatus: z.string(),
  programs: z.array(MyInfoProgram),
  householdMembers: z.array(MyInfoMember),
  incomes: z.array(MyInfoIncome),
  nfPregnancyList: z.array(MyInfoPregnancy),
  /** The home address and who lives there. */
  livingArrangement: z.object({ address: z.string(), addressOccupants: z.array(z.string()) }).nullable(),
  /** Monthly costs: kind described (rent or mortgage, care, medical) and amount in dollars. */
  expenses: z.array(z.object({ kind: z.string(), amount: z.number() })),
  /** People the household named to act for it, with what they may do (described). */
  authorizedRepresentatives: z.array(
    z.object({ name: z.string(), relationship: z.string(), phone: z.string(), powers: z.array(z.string()) }),
  ),
});
export type MyInfoCase = z.infer<typeof MyInfoCase>;

export const MyInfo = z.object({
  isSuccess: z.boolean(),
  /** True when the person's cases are all closed (nothing to show). */
  isClosedPDC: z.boolean(),
  /** Reports waiting for the caseworker on the person's cases (life events are reported as changes). */
  accountSummary: z.object({
    pendingLifeEventInd: z.boolean(),
    pendingAnnualRenewalInd: z.boolean(),
    pendingChangeOfCircumstanceEventInd: z.boolean(),
  }),
  cases: z.array(MyInfoCase),
});
export type MyInfo = z.infer<typeof MyInfo>;

const CaseReference = z.object({ id: z.string().regex(/^C-\d{6,7}$/, 'validation.invalid') });

export const CASES_ENDPOINTS = endpoints('cases', CASES_CALLS, {
  getEnableAbd: {
    summary: 'Whether a case can apply for Medicaid for someone 65 or older, blind or disabled',
    params: CaseReference,
    response: z.object({ nfEnableABD: z.boolean() }),
  },
  getEnableUnifiedMagi: {
    summary: 'Whether a case can apply for Medicaid for the household (no Medicaid on it yet)',
    params: CaseReference,
    response: z.object({ nfEnableUnifiedMagi: z.boolean() }),
  },
  readMyInfoTabDetails: {
    summary:
      "Your information: the linked person's open cases with their people, incomes, pregnancies, home, costs and programmes",
    response: MyInfo,
  },
});
