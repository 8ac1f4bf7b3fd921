import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { answersOfRecords, CASE_FORMS, prune, type Answers, type HouseholdRecords } from '@portal/forms';
import { clock } from '../platform/clock';
import { caseChanges, cases, users } from '../platform/db/schema';
import type { TestApp } from './harness';

/**
 * A signed change report (COC) or renewal (RECERT) on a case, stored as a resident's submission
 * stores one: what the case's records said when it started (`onFile`, as caseRecordsOf of
 * features/cases reads them; the form prefills them the same way) and what `after` makes of
 * that. Lets the caseworkers' review be tested without walking the resident's form. The records
 * come from the caller because code outside the features may not import a feature's modules.
 */
export async function insertSubmittedChange(
  t: TestApp,
  options: {
    kind: 'COC' | 'RECERT';
    caseId: string;
    userId: string;
    onFile: { records: HouseholdRecords; personIds: string[] };
    after: (before: Answers) => Answers;
    /** The programme's name the resident used (FNS unless told). */
    naming?: 'SNAP' | 'FNS';
  },
) {
  const { cipher } = t.app.ctx;
  const def = CASE_FORMS[options.kind];
  const { records, personIds } = options.onFile;
  const before = answersOfRecords(records);
  // Answers are kept as applications keep them: encrypted JSON.
  const stored = (answers: Answers) => cipher.encrypt(JSON.stringify(answers));
  // Submitted answers are pruned: the answers of questions no longer asked are not kept.
  const after = prune(def, options.after(structuredClone(before)));
  const [account] = await t.db.select().from(users).where(eq(users.id, options.userId));
  const [onCase] = await t.db.select().from(cases).where(eq(cases.id, options.caseId));
  const [row] = await t.db
    .insert(caseChanges)
    .values({
      reference: `CH-${String(randomInt(0, 10_000_000)).padStart(7, '0')}`,
      kind: options.kind,
      programCode: 'FNS',
      naming: options.naming ?? 'FNS',
      caseId: options.caseId,
      userId: options.userId,
      draftId: randomUUID(),
      formId: def.id,
      formVersion: def.version,
      beforeEnc: stored(before),
      memberIds: personIds,
      answersEnc: stored(after),
      applicantName: `${account!.firstName} ${account!.lastName}`,
      locale: 'en-US',
      signature: { firstName: account!.firstName, lastName: account!.lastName },
      certificationEndOn: options.kind === 'RECERT' ? onCase!.certificationEndOn : null,
      submittedAt: clock.now(),
    })
    .returning();
  return row!;
}
