import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { urlOf, type OutstandingVerifications } from '@portal/contracts';
import { createTestWorld } from '../seed/test-world';
import { TestBrowser } from '../test/harness';
import { MINIMAL_PDF, startPortal as portalOn } from '../test/portal';

/**
 * The embedded database's backup procedure of docs/OPERATIONS.md: the portal stopped, its
 * `data` folder (database files and uploaded files) archived; the archive unpacked in a new
 * place and a portal started on it; the person signs in and reads their document.
 */
const work = mkdtempSync(path.join(tmpdir(), 'portal-embedded-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A portal on a data folder, as `npm start` keeps one: the database and the uploaded files. */
const startPortal = (dataFolder: string) =>
  portalOn(
    { dataDir: path.join(dataFolder, 'pg') },
    { PORTAL_DATA_DIR: path.join(dataFolder, 'pg'), PORTAL_BLOB_DIR: path.join(dataFolder, 'blobs') },
  );
const pdf = MINIMAL_PDF;

describe('backup and restore of the embedded database', () => {
  it('an archive of the stopped portal’s data folder restores elsewhere; the person signs in and reads their document', async () => {
    const original = path.join(work, 'site', 'data');
    mkdirSync(original, { recursive: true });
    const first = await startPortal(original);
    const world = await createTestWorld(first.app.ctx);
    let attachmentId: string;
    let bytes: Buffer;
    try {
      const person = new TestBrowser(first.app);
      expect((await person.login(world.users.linked, world.password)).statusCode).toBe(200);
      const items = (await person.get(urlOf('outstandingVerifications'))).json<OutstandingVerifications>().dtls;
      const uploaded = await person.post(urlOf('uploadVerificationDocument'), {
        attachment_name: 'lease.pdf',
        attachment_id: crypto.randomUUID(),
        attachment_base_64_data: pdf.toString('base64'),
        vdied_link_id: items[0]!.dtls.vDIEDLinkID,
      });
      expect(uploaded.json()).toMatchObject({ isSuccess: true });
      attachmentId = uploaded.json().verificationItemProvidedID;
      bytes = (await person.get(urlOf('documentContent', { attachmentId }))).rawPayload;
    } finally {
      await first.close();
    }

    const archive = path.join(work, 'portal-data.tgz');
    execFileSync('tar', ['czf', archive, '-C', path.dirname(original), 'data']);
    rmSync(path.join(work, 'site'), { recursive: true, force: true });
    const elsewhere = path.join(work, 'restored');
    mkdirSync(elsewhere);
    execFileSync('tar', ['xzf', archive, '-C', elsewhere]);

    const restored = await startPortal(path.join(elsewhere, 'data'));
    try {
      const person = new TestBrowser(restored.app);
      expect((await person.login(world.users.linked, world.password)).statusCode).toBe(200);
      const read = await person.get(urlOf('documentContent', { attachmentId }));
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(bytes)).toBe(true);
      expect((await restored.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
