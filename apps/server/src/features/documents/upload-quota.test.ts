import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, type OutstandingVerifications } from '@portal/contracts';
import { clock } from '../../platform/clock';
import { cases, documents, users, verificationItems } from '../../platform/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';

/** A small daily quota (about 10 KB) so the test reaches it with small files. */
let t: TestApp;
let ana: TestBrowser;
let sam: TestBrowser;
beforeAll(async () => {
  t = await startTestApp({ env: { UPLOAD_DAILY_QUOTA_MB: '0.01' } });
  // A second LINKED resident (Sam Okafor) with something of his own to upload for.
  const [samUser] = await t.db
    .update(users)
    .set({ delinkedAt: null })
    .where(eq(users.username, DEMO_USERS.delinked))
    .returning();
  const [samCase] = await t.db.select().from(cases).where(eq(cases.reference, 'C-100871'));
  await t.db.insert(verificationItems).values({
    caseId: samCase!.id,
    personId: samUser!.linkedPersonId!,
    itemCode: 'INCOME',
    programCode: 'FNS',
    dueOn: '2099-01-01',
  });
  ana = t.browser();
  await ana.login(DEMO_USERS.linked, DEMO_PASSWORD);
  sam = t.browser();
  await sam.login(DEMO_USERS.delinked, DEMO_PASSWORD);
}, 60_000);
afterAll(async () => {
  clock.reset();
  await t?.close();
});

/** A valid PDF of about `bytes` bytes: the filler is a comment line, which readers skip. */
const pdfOf = (bytes: number) =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n%'),
    Buffer.alloc(bytes, 0x41),
    Buffer.from('\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
  ]);

async function upload(b: TestBrowser, bytes: number, locale = 'en') {
  const item = (await b.get(urlOf('outstandingVerifications'))).json<OutstandingVerifications>().dtls[0]!.dtls
    .vDIEDLinkID;
  const payload = {
    attachment_name: `pay-${randomUUID().slice(0, 8)}.pdf`,
    attachment_id: randomUUID(),
    vdied_link_id: item,
    attachment_base_64_data: pdfOf(bytes).toString('base64'),
  };
  return b.request({
    method: 'POST',
    url: urlOf('uploadVerificationDocument'),
    payload,
    headers: { 'accept-language': locale },
  });
}

const documentsOf = async (username: string) => {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return (await t.db.select().from(documents).where(eq(documents.ownerUserId, user!.id))).length;
};

describe('the daily upload quota of an account', () => {
  it('takes files up to the quota, then refuses in the person’s language and keeps nothing, until the day has passed', async () => {
    expect((await upload(ana, 6_000)).json()).toMatchObject({ isSuccess: true });
    const kept = await documentsOf(DEMO_USERS.linked);

    const refused = await upload(ana, 6_000, 'es');
    expect(refused.statusCode).toBe(429);
    // Retry-After: the seconds until the day's window ends (under 24 hours, more than 23).
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(24 * 3600);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'UPLOAD_QUOTA',
      message: 'Ya subió todo lo que una cuenta puede subir en un día. Inténtelo de nuevo mañana.',
    });
    expect(await documentsOf(DEMO_USERS.linked)).toBe(kept);
    expect(readdirSync(t.app.ctx.blobs.tmpDir)).toEqual([]);

    // A small file still fits in what is left; the quota is per account.
    expect((await upload(ana, 2_000)).json()).toMatchObject({ isSuccess: true });
    expect((await upload(sam, 6_000)).json()).toMatchObject({ isSuccess: true });

    clock.advance({ hours: 25 });
    await ana.login(DEMO_USERS.linked, DEMO_PASSWORD);
    expect((await upload(ana, 6_000)).json()).toMatchObject({ isSuccess: true });
  });
});
