import { addDays, certificationPeriod, isoDay, subMonths } from '../platform/dates';
import type { casePrograms, cases } from '../platform/db/schema';

type CaseRow = typeof cases.$inferSelect;

/**
 * The programmes of the demo cases (the Riveras' and the Okafors'). Food benefits carry the period
 * and amount they were approved for: the same period the case's renewal counts to (its last day
 * is the case's), so the dashboard and Your information read the same dates.
 */
export function demoCasePrograms(today: Date, rivera: CaseRow, okafor: CaseRow): (typeof casePrograms.$inferInsert)[] {
  const day = (offset: number) => isoDay(addDays(today, offset));
  const riveraPeriod = certificationPeriod(isoDay(subMonths(today, 11)), 12);
  const okaforEnd = okafor.certificationEndOn!;
  return [
    {
      caseId: rivera.id,
      programCode: 'FNS',
      status: 'ACTIVE',
      startedOn: day(-200),
      certificationStartOn: riveraPeriod.start,
      certificationEndOn: riveraPeriod.end,
      benefitAmountCents: 29_150,
    },
    { caseId: rivera.id, programCode: 'MA', status: 'PENDING', startedOn: day(-5) },
    // Winter heating help on the same household case: the energy documents' select-case screen offers it.
    { caseId: rivera.id, programCode: 'LIEAP', status: 'ACTIVE', startedOn: day(-60) },
    {
      caseId: okafor.id,
      programCode: 'FNS',
      status: 'ACTIVE',
      startedOn: day(-400),
      certificationStartOn: isoDay(addDays(subMonths(new Date(`${okaforEnd}T00:00:00Z`), 12), 1)),
      certificationEndOn: okaforEnd,
      benefitAmountCents: 20_400,
    },
  ];
}
