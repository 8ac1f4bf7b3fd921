import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { urlOf, type OutstandingVerifications } from '@portal/contracts';
import { createTestWorld } from '../seed/test-world';
import { TestBrowser } from '../test/harness';
import { MINIMAL_PDF, startPortal as portalOn } from '../test/portal';
import { testDatabaseUrl } from './config';
import { persons } from './db/schema';

/**
 * The backup procedure of docs/OPERATIONS.md, run for real on PostgreSQL: pg_dump of a portal
 * with a world and an uploaded document in it, then the blob directory copied; pg_restore
 * into a new empty database; a portal started on the copy signs the person in and reads the
 * document back, byte for byte. Runs in the PostgreSQL pass (PORTAL_TEST_PG_URL).
 */
const adminUrl = testDatabaseUrl();
const suffix = randomBytes(4).toString('hex');
const names = { source: `portal_bk_src_${suffix}`, copy: `portal_bk_copy_${suffix}` };
const dirs = { work: mkdtempSync(path.join(tmpdir(), 'portal-backup-')) };

function urlOfDb(name: string): string {
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** A portal on one of the test's databases, with its own folder of uploaded files. */
const startPortal = (dbName: string, blobDir: string) =>
  portalOn({ url: urlOfDb(dbName), poolSize: 4 }, { PORTAL_BLOB_DIR: blobDir });
const pdf = MINIMAL_PDF;

afterAll(async () => {
  if (!adminUrl) return;
  for (const name of Object.values(names)) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  rmSync(dirs.work, { recursive: true, force: true });
});

describe.skipIf(!adminUrl)('backup and restore on PostgreSQL', () => {
  it('pg_dump of a running portal restores into an empty database where the person signs in and reads their document', async () => {
    await admin(`CREATE DATABASE ${names.source}`);
    const sourceBlobs = path.join(dirs.work, 'blobs-source');
    const source = await startPortal(names.source, sourceBlobs);
    let username: string;
    let password: string;
    let attachmentId: string;
    let original: Buffer;
    let ssn: string;
    try {
      const world = await createTestWorld(source.app.ctx);
      username = world.users.linked;
      ssn = world.people.ana.ssn.replace(/-/g, '');
      password = world.password;
      const person = new TestBrowser(source.app);
      expect((await person.login(username, password)).statusCode).toBe(200);
      const items = (await person.get(urlOf('outstandingVerifications'))).json<OutstandingVerifications>().dtls;
      const uploaded = await person.post(urlOf('uploadVerificationDocument'), {
        attachment_name: 'lease.pdf',
        attachment_id: crypto.randomUUID(),
        attachment_base_64_data: pdf.toString('base64'),
        vdied_link_id: items[0]!.dtls.vDIEDLinkID,
      });
      expect(uploaded.json()).toMatchObject({ isSuccess: true });
      attachmentId = uploaded.json().verificationItemProvidedID;
      const read = await person.get(urlOf('documentContent', { attachmentId }));
      expect(read.statusCode).toBe(200);
      original = read.rawPayload;

      // The procedure, while the portal runs: the dump first, then the files (a file the dump
      // names was committed before its row, so it is in the copy; later files are orphans).
      const dump = path.join(dirs.work, 'portal.dump');
      execFileSync('pg_dump', ['--format=custom', '--no-owner', '--file', dump, urlOfDb(names.source)]);
      cpSync(sourceBlobs, path.join(dirs.work, 'blobs-copy'), { recursive: true });

      await admin(`CREATE DATABASE ${names.copy}`);
      execFileSync('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', urlOfDb(names.copy), dump]);
    } finally {
      await source.close();
    }
    // The source is gone: the copy must stand on its own.
    await admin(`DROP DATABASE ${names.source} WITH (FORCE)`);
    rmSync(sourceBlobs, { recursive: true, force: true });

    const copy = await startPortal(names.copy, path.join(dirs.work, 'blobs-copy'));
    try {
      const person = new TestBrowser(copy.app);
      expect((await person.login(username, password)).statusCode).toBe(200);
      const read = await person.get(urlOf('documentContent', { attachmentId }));
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-disposition']).toMatch(/filename="lease.pdf"/);
      expect(read.rawPayload.equals(original)).toBe(true);
      // Personal data, encrypted with the key the database kept (outside production), is read
      // back, and found by its blind index.
      const [ana] = await copy.app.ctx.db
        .select({ ssnEnc: persons.ssnEnc })
        .from(persons)
        .where(eq(persons.ssnIndex, copy.app.ctx.cipher.blindIndex(ssn)));
      expect(copy.app.ctx.cipher.decrypt(ana!.ssnEnc!)).toBe(ssn);
      expect((await copy.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await copy.close();
    }
  }, 120_000);
});
