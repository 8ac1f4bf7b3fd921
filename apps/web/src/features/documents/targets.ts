import type { ExistingApplicationsAndCases } from '@portal/contracts';

/** A card of the select-case screen: a case or a submitted application, the same to the person. */
export interface UploadTargetCard {
  id: string;
  kind: 'case' | 'application';
  reference: string;
  primaryPerson: string;
  submittedOn: string;
  programStatus: string;
  /** Programme codes (ProgramType) of the case or application. */
  programCodes: string[];
}

/** Cases and submitted applications as one list of cards; with `programCode`, only those with that programme. */
export function targetCards(existing: ExistingApplicationsAndCases, programCode?: string): UploadTargetCard[] {
  const cards: UploadTargetCard[] = [
    ...existing.subAppDtls.map((a) => ({
      id: a.applicationCaseID,
      kind: 'application' as const,
      reference: a.referenceNumber,
      primaryPerson: a.primaryApplicant,
      submittedOn: a.dtlsSubmitted[0]?.submittedDateTime ?? '',
      programStatus: a.dtlsSubmitted.map((p) => `${p.programName}: ${p.programStatus}`).join('; '),
      programCodes: a.dtlsSubmitted.map((p) => p.programCode),
    })),
    ...existing.caseDtls.map((c) => ({
      id: c.caseID,
      kind: 'case' as const,
      reference: c.referenceNumber,
      primaryPerson: c.primaryApplicant,
      submittedOn: c.submittedOn,
      programStatus: c.programStatus,
      programCodes: c.programCodes,
    })),
  ];
  return programCode ? cards.filter((c) => c.programCodes.includes(programCode)) : cards;
}
