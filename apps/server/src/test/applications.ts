import { eq } from 'drizzle-orm';
import { applicationPrograms, applications, users } from '../platform/db/schema';
import type { TestApp } from './harness';

/**
 * A submitted application of a user, stored as the applications feature stores one (no answers),
 * with one programme row per entry of `programs`.
 */
export async function insertSubmittedApplication(
  t: TestApp,
  username: string,
  reference: string,
  programs: { code: string; status: string }[],
  submittedAt = new Date(),
) {
  const [user] = await t.db.select().from(users).where(eq(users.username, username));
  const [app] = await t.db
    .insert(applications)
    .values({
      reference,
      userId: user!.id,
      submissionKey: `key-${reference}`,
      formId: programs[0]!.code,
      formVersion: 1,
      answersEnc: t.app.ctx.cipher.encrypt('{}'),
      applicantName: `${user!.firstName} ${user!.lastName}`,
      locale: 'en-US',
      signature: {},
      submittedAt,
    })
    .returning();
  await t.db
    .insert(applicationPrograms)
    .values(programs.map((p) => ({ applicationId: app!.id, programCode: p.code, status: p.status })));
  return app!;
}
