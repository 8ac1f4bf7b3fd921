import type { FastifyReply } from 'fastify';
import { previewKind } from '@portal/contracts/staffadmin-staff-api';
import type { BlobStore } from '../../platform/blobs/store';
import { DOWNLOAD_CSP } from '../../platform/http/plugin';
import { notFound } from '../../platform/http/errors';
import type { DocumentRow } from './repo';

/**
 * A submitted document shown inside the caseworker's review page (ADR 0409): an image is drawn
 * by an <img>, a PDF by the page's own PDF renderer from these bytes, so nothing in the file is
 * ever run as a document. If the address is opened by itself the answer still runs nothing and
 * reaches nothing: sandboxed, no sources, no framing, the type as kept (never sniffed); like every API answer, not cached.
 */
export const PREVIEW_CSP = `${DOWNLOAD_CSP}; frame-ancestors 'none'`;

/** The file name, safe for a header, shown in place rather than saved. */
function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends a PDF or image to show in the page; any other kind of document has no preview (404). */
export async function sendPreview(reply: FastifyReply, store: BlobStore, doc: DocumentRow) {
  if (!previewKind(doc.mediaType)) throw notFound();
  const body = await store.read(doc.blobKey);
  reply.header('Content-Type', doc.mediaType);
  reply.header('Content-Disposition', inlineDisposition(doc.fileName));
  reply.header('Content-Security-Policy', PREVIEW_CSP);
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Content-Length', String(doc.sizeBytes));
  return reply.send(body);
}
