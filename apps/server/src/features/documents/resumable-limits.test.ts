import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestWorld } from '@portal/contracts/test-world';
import { resumableUploads, users } from '../../platform/db/schema';
import { createTestWorld } from '../../seed/test-world';
import { startTestApp, type TestApp } from '../../test/harness';
import { create, head } from '../../test/resumable';
import { MAX_OPEN_RESUMABLE } from './resumable-repo';

// A quota of 1 MiB a day, so a few uploads reach it.
let t: TestApp;
let world: TestWorld;
beforeAll(async () => {
  t = await startTestApp({ demo: false, env: { UPLOAD_DAILY_QUOTA_MB: '1' } });
  world = await createTestWorld(t.app.ctx);
}, 60_000);
afterAll(() => t?.close());

const openUploadsOf = async (username: string) => {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return t.db
    .select({ id: resumableUploads.id })
    .from(resumableUploads)
    .where(and(eq(resumableUploads.userId, user!.id), isNull(resumableUploads.result)));
};

describe('what one account may keep open of resumable uploads', () => {
  it('the declared bytes of unfinished uploads count against the day’s quota, even when started at once', async () => {
    const ana = await t.signedIn(world.users.linked);
    // Six uploads of 300,000 bytes started together: three fit in 1,048,576 bytes.
    const started = await Promise.all(Array.from({ length: 6 }, () => create(ana, 300_000)));
    const codes = started.map((s) => s.res.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 429, 429, 429]);
    const refused = started.find((s) => s.res.statusCode === 429)!.res;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'UPLOAD_QUOTA',
      message: 'You have uploaded as much as one account can in a day. Try again tomorrow.',
    });
    expect(await openUploadsOf(world.users.linked)).toHaveLength(3);
  });

  it(`past ${MAX_OPEN_RESUMABLE} unfinished uploads, a new one takes the place of the oldest`, async () => {
    // Another world's Ana, with nothing uploaded yet.
    const another = await createTestWorld(t.app.ctx);
    const ana2 = await t.signedIn(another.users.linked);
    const first = await create(ana2, 1_000);
    const second = await create(ana2, 1_000);
    for (let i = 2; i < MAX_OPEN_RESUMABLE; i++) expect((await create(ana2, 1_000)).res.statusCode).toBe(201);
    expect((await head(ana2, first.url)).statusCode).toBe(200);
    const newest = await create(ana2, 1_000);
    expect(newest.res.statusCode).toBe(201);
    expect((await head(ana2, first.url)).statusCode).toBe(404);
    expect((await head(ana2, second.url)).statusCode).toBe(200);
    expect((await head(ana2, newest.url)).statusCode).toBe(200);
    expect(await openUploadsOf(another.users.linked)).toHaveLength(MAX_OPEN_RESUMABLE);
  });
});
