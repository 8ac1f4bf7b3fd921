import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS, MAX_FILE_BYTES, type CallName } from '@portal/contracts';
import { RESUMABLE_FILE_MARKER, RESUMABLE_UPLOAD_PATH, TUS_VERSION } from '@portal/contracts/resumable';
import type { BlobStore } from '../../platform/blobs/store';
import type { Db } from '../../platform/db';
import { requireLinked, requireUser, type Access } from '../../platform/http/context';
import { HttpError, notFound } from '../../platform/http/errors';
import { isUuid } from './service';
import {
  appendPiece,
  countDiscarded,
  createResumable,
  finishResumable,
  ownResumable,
  piecesOf,
  removeResumable,
  type ResumableRow,
} from './resumable-repo';
import { FileSink } from './upload-body';
import { enterUploadPool, quotaLeft, quotaRefusal, withinQuota, type UploadLimits } from './uploads';
import { readAtMinimumRate } from './upload-rate';

/** An upload call a resumable upload can end in: its name, who may call it, and its handler. */
export interface ResumableCall {
  name: CallName;
  access: Access;
  run(req: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

const PIECES = 'application/offset+octet-stream';
/** Bytes gathered before they are kept: what a dropped connection can lose of a piece is what never arrived. */
const PIECE_BYTES = 256 * 1024;

/** The files of an upload body: `dtls` of a multiple call, else the body itself. */
const filesOf = (body: unknown): { attachment_base_64_data?: unknown }[] => {
  const b = body as { dtls?: unknown };
  return Array.isArray(b.dtls) ? (b.dtls as { attachment_base_64_data?: unknown }[]) : [body as object];
};

/** tus's Upload-Metadata: comma-separated "key base64value" pairs. */
function metadataOf(header: string | undefined): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const pair of (header ?? '').split(',')) {
    const [key, value = ''] = pair.trim().split(' ');
    if (key) pairs.set(key, Buffer.from(value, 'base64').toString('utf8'));
  }
  return pairs;
}

/**
 * The tus 1.0 core protocol with creation and termination (ADR 0303), in the group of upload
 * routes (so the pool, the places per account and address, the minimum rate and the quota are
 * the ones of the spec's upload calls): POST creates an upload for one file of one upload call,
 * HEAD tells how many bytes are kept, PATCH sends the next bytes (one at a time per account and
 * address, like any upload body), DELETE gives up. The pieces are kept in the database, so any
 * process continues an upload; when the last byte arrives the call runs on the assembled file
 * exactly as on a file sent whole, and its answer is the answer to that PATCH (and to GET later).
 * Every call needs the session and (writes) the CSRF header; another account's upload is 404.
 */
export function resumableRoutes(
  child: FastifyInstance,
  deps: { db: Db; store: BlobStore; limits: UploadLimits; calls: Map<string, ResumableCall> },
): void {
  const { db, store, limits, calls } = deps;
  const enter = enterUploadPool(child, limits);
  child.addContentTypeParser(PIECES, (_req, payload, done) => done(null, payload));

  const tusHeaders = (reply: FastifyReply) => reply.header('Tus-Resumable', TUS_VERSION);
  const checkVersion = (req: FastifyRequest) => {
    if (req.headers['tus-resumable'] !== TUS_VERSION) throw new HttpError(412, 'BAD_REQUEST', 'Tus-Resumable');
  };
  /** The upload's id from the address: anything but an id is refused first, naming it. */
  const idOf = (req: FastifyRequest): string => {
    const id = (req.params as { id: string }).id;
    if (!isUuid(id)) throw new HttpError(400, 'validation.invalid', 'id');
    return id;
  };
  const own = async (req: FastifyRequest): Promise<ResumableRow> => {
    const { user } = await requireUser(req);
    const row = await ownResumable(db, user.id, idOf(req));
    if (!row) throw notFound();
    return row;
  };
  const offsetOf = (row: ResumableRow) => (row.result === null ? row.offset : row.length);

  child.route({
    method: 'POST',
    url: RESUMABLE_UPLOAD_PATH,
    config: { access: 'user' },
    // The tus protocol's own routes, not calls of the endpoint table (ADR 0303): not in the API description.
    schema: { hide: true },
    handler: async (req, reply) => {
      checkVersion(req);
      const { user } = await requireUser(req);
      const length = Number(req.headers['upload-length']);
      if (!Number.isSafeInteger(length) || length < 1) throw new HttpError(400, 'validation.invalid', 'Upload-Length');
      if (length > MAX_FILE_BYTES) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Upload-Length');
      const meta = metadataOf(req.headers['upload-metadata'] as string | undefined);
      const call = calls.get(meta.get('call') ?? '');
      if (!call) throw new HttpError(400, 'validation.invalid', 'call');
      if (call.access === 'linked') await requireLinked(req);
      let json: unknown;
      try {
        json = JSON.parse(meta.get('body') ?? '');
      } catch {
        throw new HttpError(400, 'validation.invalid', 'body');
      }
      const parsed = (ENDPOINTS[call.name] as { body?: import('zod').ZodType }).body?.safeParse(json);
      if (!parsed?.success) throw new HttpError(400, 'validation.invalid', 'body');
      const files = filesOf(parsed.data);
      if (files.length !== 1 || files[0]!.attachment_base_64_data !== RESUMABLE_FILE_MARKER)
        throw new HttpError(400, 'validation.invalid', 'attachment_base_64_data');
      // The unfinished uploads' declared bytes count against the day's quota from their start.
      const row = await createResumable(db, user.id, ENDPOINTS[call.name].path, parsed.data, length, {
        bytesLeft: await quotaLeft(req, user.id),
      });
      if (!row) throw await quotaRefusal(req);
      tusHeaders(reply).header('Location', `${RESUMABLE_UPLOAD_PATH}/${row.id}`).code(201);
      return reply.send();
    },
  });

  child.route({
    method: 'HEAD',
    url: `${RESUMABLE_UPLOAD_PATH}/:id`,
    config: { access: 'user' },
    // The tus protocol's own routes, not calls of the endpoint table (ADR 0303): not in the API description.
    schema: { hide: true },
    handler: async (req, reply) => {
      const row = await own(req);
      tusHeaders(reply)
        .header('Upload-Offset', String(offsetOf(row)))
        .header('Upload-Length', String(row.length))
        .code(200);
      return reply.send();
    },
  });

  child.route({
    method: 'DELETE',
    url: `${RESUMABLE_UPLOAD_PATH}/:id`,
    config: { access: 'user' },
    // The tus protocol's own routes, not calls of the endpoint table (ADR 0303): not in the API description.
    schema: { hide: true },
    handler: async (req, reply) => {
      idOf(req);
      checkVersion(req);
      const row = await own(req);
      await removeResumable(db, row.id);
      tusHeaders(reply).code(204);
      return reply.send();
    },
  });

  // The call's answer, for a client that finds its upload already complete (e.g. after a reload).
  child.route({
    method: 'GET',
    url: `${RESUMABLE_UPLOAD_PATH}/:id`,
    config: { access: 'user' },
    // The tus protocol's own routes, not calls of the endpoint table (ADR 0303): not in the API description.
    schema: { hide: true },
    handler: async (req) => {
      const row = await own(req);
      if (row.result === null) throw new HttpError(409, 'CONFLICT');
      return row.result;
    },
  });

  child.route({
    method: 'PATCH',
    url: `${RESUMABLE_UPLOAD_PATH}/:id`,
    config: { access: 'user', mediaType: PIECES },
    schema: { hide: true },
    handler: async (req, reply) => {
      idOf(req);
      checkVersion(req);
      if ((req.headers['content-type'] ?? '').split(';')[0]!.trim() !== PIECES)
        throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE');
      let row = await own(req);
      if (Number(req.headers['upload-offset']) !== offsetOf(row)) throw new HttpError(409, 'CONFLICT', 'Upload-Offset');
      if (row.result !== null) return tusHeaders(reply).header('Upload-Offset', String(row.length)).send(row.result);
      const release = await enter(req);
      let handedOver = false;
      try {
        const offset = await receive(req, row);
        tusHeaders(reply).header('Upload-Offset', String(offset));
        if (offset < row.length) return reply.code(204).send();
        row = { ...row, offset };
        handedOver = true;
        return await complete(req, reply, row, release);
      } finally {
        if (!handedOver) release();
      }
    },
  });

  /** Reads one PATCH body into kept pieces; answers the new offset. What arrived before a drop is kept. */
  async function receive(req: FastifyRequest, row: ResumableRow): Promise<number> {
    const watch = readAtMinimumRate(req.body as Readable, limits.minBytesPerWindow, limits.rateWindowMs);
    let at = row.offset;
    let held: Buffer[] = [];
    let heldBytes = 0;
    const keep = async () => {
      if (heldBytes === 0) return;
      const piece = Buffer.concat(held);
      held = [];
      heldBytes = 0;
      if (!(await appendPiece(db, row.id, at, piece))) {
        await countDiscarded(db, row.id, piece.length);
        throw new HttpError(409, 'CONFLICT', 'Upload-Offset');
      }
      at += piece.length;
    };
    try {
      for await (const chunk of watch.stream) {
        const bytes = chunk as Buffer;
        if (at + heldBytes + bytes.length > row.length) throw new HttpError(413, 'PAYLOAD_TOO_LARGE');
        held.push(bytes);
        heldBytes += bytes.length;
        if (heldBytes >= PIECE_BYTES) await keep();
      }
      watch.stop();
      await keep();
      return at;
    } catch (err) {
      watch.stop();
      if (watch.cut()) req.uploadCut = true;
      await keep().catch(() => {});
      throw err;
    }
  }

  /** The last byte arrived: the file is put together and the upload call runs on it as on a file sent whole. */
  async function complete(req: FastifyRequest, reply: FastifyReply, row: ResumableRow, release: () => void) {
    const sink = new FileSink(store.tempPath());
    const files = new Map([[RESUMABLE_FILE_MARKER, sink.staged]]);
    req.upload = { files, release, done: false };
    for await (const piece of piecesOf(db, row.id)) await sink.writeBytes(piece);
    await sink.end();
    if (!(await withinQuota(req, files))) throw await quotaRefusal(req);
    const call = [...calls.values()].find((c) => ENDPOINTS[c.name].path === row.call)!;
    req.body = row.body;
    let result: unknown;
    try {
      result = await call.run(req, reply);
    } catch (err) {
      // Refused as a whole (its target is not the person's any more, say): the upload cannot end otherwise.
      await removeResumable(db, row.id);
      throw err;
    }
    await finishResumable(db, row.id, result);
    return result;
  }
}
