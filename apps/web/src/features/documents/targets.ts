import type { ExistingApplicationsAndCases } from '@portal/contracts';

/** A card of the select-case screen: a case or a submitted application, the same to the person. */
export interface UploadTargetCard {
  id: string;
  kind: 'case' | 'application';
  reference: string;
  primaryPerson: string;
  submittedOn: string;
  programStatus: string;
}

/** Cases and submitted applications as one list of cards. */
export function targetCards(existing: ExistingApplicationsAndCases): UploadTargetCard[] {
  return [
    ...existing.subAppDtls.map((a) => ({
      id: a.applicationCaseID,
      kind: 'application' as const,
      reference: a.referenceNumber,
      primaryPerson: a.primaryApplicant,
      submittedOn: a.dtlsSubmitted[0]?.submittedDateTime ?? '',
      programStatus: a.dtlsSubmitted.map((p) => `${p.programName}: ${p.programStatus}`).join('; '),
    })),
    ...existing.caseDtls.map((c) => ({
      id: c.caseID,
      kind: 'case' as const,
      reference: c.referenceNumber,
      primaryPerson: c.primaryApplicant,
      submittedOn: c.submittedOn,
      programStatus: c.programStatus,
    })),
  ];
}
