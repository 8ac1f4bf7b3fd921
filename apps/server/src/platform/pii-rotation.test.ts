import { createCipheriv, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf, type MyInfo } from '@portal/contracts';
import type { TestWorld } from '@portal/contracts/test-world';
import { buildApp } from '../app';
import { createTestWorld } from '../seed/test-world';
import { startTestApp, TestBrowser, type TestApp } from '../test/harness';
import { loadConfig } from './config';
import { FieldCipher, indexKeyOf } from './crypto';
import { rowsOf } from './db';
import { persons } from './db/schema';
import { piiRotationWorkers, reencryptBatch, valuesNotCurrent } from './pii-rotation';

/**
 * Rotating the personal-data key (docs/OPERATIONS.md): the new key becomes current, the old one
 * still reads, the background worker rewrites stored values in batches while the app serves,
 * and blind indexes keep matching. Runs on PGlite and, in the PostgreSQL pass, on PostgreSQL.
 */
const oldKey = randomBytes(32);
const newKey = randomBytes(32);
const b64 = (key: Buffer) => key.toString('base64');

let t: TestApp;
let world: TestWorld;
let rotated: FastifyInstance;
const rotatedEnv = {
  NODE_ENV: 'test',
  PORTAL_WEB_DIST: '/nonexistent',
  PORTAL_PII_KEY: b64(newKey),
  PORTAL_PII_OLD_KEYS: b64(oldKey),
  PORTAL_PII_INDEX_KEY: b64(indexKeyOf(oldKey)),
};

/** Every encrypted value of the database, read with `cipher`, sorted (rows move; values do not). */
async function plaintexts(cipher: FieldCipher): Promise<string[]> {
  const columns = await rowsOf<{ table: string; column: string }>(
    t.db,
    sql`SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
        WHERE table_schema = current_schema() AND right(column_name, 4) = '_enc'`,
  );
  const out: string[] = [];
  for (const { table, column } of columns) {
    const rows = await rowsOf<{ v: string }>(
      t.db,
      sql`SELECT ${sql.identifier(column)} AS v FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} IS NOT NULL`,
    );
    for (const r of rows) out.push(`${table}.${column}=${cipher.decrypt(r.v)}`);
  }
  return out.sort();
}

/** The format rows had before key ids were written into them. */
function legacyV1(key: Buffer, plain: string): string {
  const nonce = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return ['v1', nonce, c.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

beforeAll(async () => {
  t = await startTestApp({ demo: false, env: { PORTAL_PII_KEY: b64(oldKey) } });
  world = await createTestWorld(t.app.ctx);
  // One row still in the format written before this change.
  const [ana] = await t.db
    .select({ id: persons.id, birthDateEnc: persons.birthDateEnc })
    .from(persons)
    .where(eq(persons.ssnIndex, t.app.ctx.cipher.blindIndex(world.people.ana.ssn.replace(/-/g, ''))));
  const born = t.app.ctx.cipher.decrypt(ana!.birthDateEnc!);
  await t.db
    .update(persons)
    .set({ birthDateEnc: legacyV1(oldKey, born) })
    .where(eq(persons.id, ana!.id));
  rotated = await buildApp({ config: loadConfig(rotatedEnv), database: t.database });
  await rotated.ready();
}, 60_000);
afterAll(async () => {
  await rotated?.close();
  await t?.close();
});

const myInfo = async (app: FastifyInstance) => {
  const b = new TestBrowser(app);
  expect((await b.login(world.users.linked, world.password)).statusCode).toBe(200);
  const res = await b.get(urlOf('readMyInfoTabDetails'));
  expect(res.statusCode).toBe(200);
  return res.json() as MyInfo;
};

describe('rotating the personal-data key', () => {
  it('reads old rows with the old key, writes new ones with the new key, rewrites the rest in batches, and keeps blind indexes', async () => {
    const oldCipher = new FieldCipher(oldKey);
    const before = await plaintexts(oldCipher);
    expect(before.length).toBeGreaterThan(20);
    const shownBefore = await myInfo(t.app);

    // The rotated app reads everything already, and shows the person the same.
    const cipher = rotated.ctx.cipher;
    expect(cipher.rotating).toBe(true);
    expect(await plaintexts(cipher)).toEqual(before);
    expect(await myInfo(rotated)).toEqual(shownBefore);
    expect(cipher.encrypt('x').startsWith(cipher.currentPrefix)).toBe(true);
    expect(() => oldCipher.decrypt(cipher.encrypt('x'))).toThrow();

    const pending = await valuesNotCurrent(t.db, cipher);
    expect(pending).toBe(before.length);

    // Batches of 5, two at a time (on PostgreSQL they skip each other's locked rows).
    let rewritten = 0;
    let batches = 0;
    for (;;) {
      const [a, b] = await Promise.all([reencryptBatch(t.db, cipher, 5), reencryptBatch(t.db, cipher, 5)]);
      if (a + b === 0) break;
      rewritten += a + b;
      batches++;
    }
    expect(rewritten).toBe(pending);
    expect(batches).toBeGreaterThan(1);
    expect(await valuesNotCurrent(t.db, cipher)).toBe(0);

    // The old key is no longer needed: an app with only the new key (and the index key) reads
    // everything, finds people by blind index, and the old key opens nothing.
    const onlyNew = new FieldCipher(newKey, { indexKey: indexKeyOf(oldKey) });
    expect(await plaintexts(onlyNew)).toEqual(before);
    await expect(plaintexts(oldCipher)).rejects.toThrow();
    const ssn = world.people.ana.ssn.replace(/-/g, '');
    const found = await t.db
      .select({ id: persons.id })
      .from(persons)
      .where(eq(persons.ssnIndex, onlyNew.blindIndex(ssn)));
    expect(found).toHaveLength(1);
    const withoutOld = await buildApp({
      config: loadConfig({ ...rotatedEnv, PORTAL_PII_OLD_KEYS: '' }),
      database: t.database,
    });
    try {
      await withoutOld.ready();
      expect(withoutOld.ctx.cipher.rotating).toBe(false);
      expect(await myInfo(withoutOld)).toEqual(shownBefore);
    } finally {
      await withoutOld.close();
    }
  }, 60_000);

  it('runs as a background worker only while old keys are configured', async () => {
    expect(piiRotationWorkers(t.app.ctx, console)).toEqual([]);
    const [worker] = piiRotationWorkers(rotated.ctx, { info: () => undefined });
    expect(worker?.name).toBe('pii-reencrypt');
    // A row written meanwhile by a process still on the old key is picked up on the next pass.
    const [row] = await t.db.select({ id: persons.id }).from(persons).limit(1);
    await t.db
      .update(persons)
      .set({ birthDateEnc: new FieldCipher(oldKey).encrypt('2001-02-03') })
      .where(eq(persons.id, row!.id));
    expect(await valuesNotCurrent(t.db, rotated.ctx.cipher)).toBe(1);
    expect(await worker!.tick()).toBe(false);
    expect(await valuesNotCurrent(t.db, rotated.ctx.cipher)).toBe(0);
    const [after] = await t.db.select({ v: persons.birthDateEnc }).from(persons).where(eq(persons.id, row!.id));
    expect(rotated.ctx.cipher.decrypt(after!.v!)).toBe('2001-02-03');
  });
});
