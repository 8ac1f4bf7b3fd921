import { randomUUID } from 'node:crypto';
import { urlOf, type OutstandingVerifications } from '@portal/contracts';
import { RESUMABLE_FILE_MARKER, RESUMABLE_UPLOAD_PATH } from '@portal/contracts/resumable';
import type { TestBrowser } from './harness';

/** Resumable uploads (tus 1.0) as a test's browser makes them (features/documents/resumable.ts). */

/** A valid PDF of about `bytes` bytes (the filler is a comment line); `extra` goes in its catalogue. */
export const pdfOf = (bytes: number, extra = '') =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n%'),
    Buffer.alloc(bytes, 0x41),
    Buffer.from(`\n1 0 obj\n<< /Type /Catalog ${extra}>>\nendobj\n`),
  ]);

export const tus = { 'tus-resumable': '1.0.0' };
export const b64 = (s: string) => Buffer.from(s).toString('base64');

/** Creates an upload of `length` bytes of a verification document of Ana's first outstanding item. */
export async function create(b: TestBrowser, length: number, name = `pay-${randomUUID().slice(0, 8)}.pdf`) {
  const item = (await b.get(urlOf('outstandingVerifications'))).json<OutstandingVerifications>().dtls[0]!.dtls
    .vDIEDLinkID;
  const body = {
    attachment_name: name,
    attachment_id: randomUUID(),
    vdied_link_id: item,
    attachment_base_64_data: RESUMABLE_FILE_MARKER,
  };
  const res = await b.request({
    method: 'POST',
    url: RESUMABLE_UPLOAD_PATH,
    headers: {
      ...tus,
      'upload-length': String(length),
      'upload-metadata': `call ${b64(urlOf('uploadVerificationDocument'))},body ${b64(JSON.stringify(body))}`,
    },
  });
  return { res, url: res.headers.location as string, body };
}

export const patch = (b: TestBrowser, url: string, offset: number, bytes: Buffer) =>
  b.request({
    method: 'PATCH',
    url,
    headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    payload: bytes,
  });
export const head = (b: TestBrowser, url: string) => b.request({ method: 'HEAD', url, headers: tus });
