import { randomBytes } from 'node:crypto';
import { readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { FsBlobStore } from '../../platform/blobs/fs-store';
import { parseUploadBody } from './upload-body';

const root = path.join(os.tmpdir(), `upload-body-test-${randomBytes(4).toString('hex')}`);
const store = new FsBlobStore(root);
afterAll(() => rm(root, { recursive: true, force: true }));

/** The body cut into pieces of the given size, as a socket might deliver it. */
const pieces = (text: string, size: number) =>
  Readable.from(
    Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
      Buffer.from(text.slice(i * size, (i + 1) * size), 'utf8'),
    ),
  );

describe('reading an upload body as it arrives', () => {
  const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(50_000)]);
  const json = JSON.stringify({
    dtls: [
      { attachment_name: 'niño "attachment_base_64_data".pdf', attachment_base_64_data: file.toString('base64'), n: 1 },
    ],
  });

  for (const size of [1, 7, 4096, 1 << 20]) {
    it(`puts the file on disk and keeps the rest of the JSON, in pieces of ${size} bytes`, async () => {
      const { body, files } = await parseUploadBody(pieces(json, size), store, 10_000_000);
      const dtl = (body as { dtls: { attachment_name: string; attachment_base_64_data: string; n: number }[] })
        .dtls[0]!;
      expect(dtl.attachment_name).toBe('niño "attachment_base_64_data".pdf');
      expect(dtl.n).toBe(1);
      const staged = files.get(dtl.attachment_base_64_data)!;
      expect(staged).toMatchObject({ size: file.length, type: 'pdf', tooLarge: false, badEncoding: false });
      expect((await readFile(staged.tempPath)).equals(file)).toBe(true);
      await store.removeTemp(staged.tempPath);
    }, 30_000);
  }

  it('accepts "\\/" escapes and notices characters that are not base64', async () => {
    const escaped = JSON.stringify({ attachment_base_64_data: file.toString('base64') }).replace(/\//g, '\\/');
    const ok = await parseUploadBody(pieces(escaped, 1000), store, 10_000_000);
    expect([...ok.files.values()][0]).toMatchObject({ size: file.length, badEncoding: false });
    const bad = await parseUploadBody(pieces(JSON.stringify({ attachment_base_64_data: 'JVBER!!!' }), 3), store, 1000);
    expect([...bad.files.values()][0]).toMatchObject({ badEncoding: true });
  });

  it('stops at the body limit and leaves no temp file behind', async () => {
    const before = (await readdir(store.tmpDir)).length;
    await expect(parseUploadBody(pieces(json, 1000), store, 10_000)).rejects.toMatchObject({ status: 413 });
    expect((await readdir(store.tmpDir)).length).toBe(before);
  });
});

describe('the file field however it is spelled', () => {
  const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3000)]);

  it('streams a value whose key is written with escapes, and a placeholder a client writes is not a staged file', async () => {
    const escapedKey = '"attachment_base_6\\u0034_data"';
    const fullyEscaped = `"${[...'attachment_base_64_data'].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`;
    const json = `{"dtls":[{${escapedKey}:"${file.toString('base64')}"},{${fullyEscaped}:"staged-file:0"},{"attachment_base_64_data":"staged-file:0"}]}`;
    const { body, files } = await parseUploadBody(pieces(json, 5), store, 10_000_000);
    const values = (body as { dtls: { attachment_base_64_data: string }[] }).dtls.map((d) => d.attachment_base_64_data);
    expect(files.size).toBe(3);
    expect(new Set(values).size).toBe(3);
    expect(files.get(values[0]!)).toMatchObject({ size: file.length, type: 'pdf', badEncoding: false });
    // What the client wrote ("staged-file:0") went to disk as a file's text (not base64 of a file), never as a name of one.
    expect(values).not.toContain('staged-file:0');
    expect(files.get(values[1]!)).toMatchObject({ badEncoding: true });
    for (const staged of files.values()) await store.removeTemp(staged.tempPath);
  });
});
