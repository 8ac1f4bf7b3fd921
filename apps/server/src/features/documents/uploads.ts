import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_DOCUMENTS_PER_SUBMISSION, MAX_FILE_BYTES } from '@portal/contracts';
import type { BlobStore } from '../../platform/blobs/store';
import { hoursMs } from '../../platform/dates';
import { currentSession } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import { countInWindow, take, throttled } from '../../platform/rate-limit';
import { Gate, PerKeyLimit } from '../../platform/gate';
import { base64Length, parseUploadBody, type StagedFile } from './upload-body';
import { readAtMinimumRate } from './upload-rate';

/** One file's request body: a 30 MB file in base64 with room to measure a slightly larger one and refuse it by name. */
export const SINGLE_UPLOAD_BODY_LIMIT = base64Length(MAX_FILE_BYTES + 2 * 1024 * 1024) + 256 * 1024;
export const MULTIPLE_UPLOAD_BODY_LIMIT = SINGLE_UPLOAD_BODY_LIMIT * MAX_DOCUMENTS_PER_SUBMISSION;

const QUOTA_WINDOW_MS = hoursMs(24);

/**
 * Bytes an account may upload per day (`config.uploads.dailyQuotaBytes`), counted as files
 * arrive: a full quota refuses the next body before it is read; a body that would pass it is
 * refused and its files removed.
 */
const quotaKey = (userId: string) => `uploads.bytes:${userId}`;

/** The refusal of a full quota, with Retry-After until the day's window ends. */
export async function quotaRefusal(req: FastifyRequest): Promise<HttpError> {
  const userId = (await currentSession(req))?.user?.id ?? '';
  return throttled(req.server.ctx.db, quotaKey(userId), 'UPLOAD_QUOTA');
}

/** Bytes the signed-in account may still upload today (the day's quota less what it used). */
export async function quotaLeft(req: FastifyRequest, userId: string): Promise<number> {
  const { db, config } = req.server.ctx;
  return config.uploads.dailyQuotaBytes - (await countInWindow(db, quotaKey(userId), QUOTA_WINDOW_MS));
}

export async function withinQuota(req: FastifyRequest, files: Map<string, StagedFile> | null): Promise<boolean> {
  const { db, config } = req.server.ctx;
  const userId = (await currentSession(req))?.user?.id;
  if (!userId) return true;
  const key = quotaKey(userId);
  const quota = config.uploads.dailyQuotaBytes;
  if (!files) return (await countInWindow(db, key, QUOTA_WINDOW_MS)) < quota;
  const bytes = [...files.values()].reduce((sum, f) => sum + f.size, 0);
  return take(db, key, QUOTA_WINDOW_MS, bytes, quota);
}

interface UploadState {
  files: Map<string, StagedFile>;
  release: () => void;
  done: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    upload: UploadState | null;
    /** The body arrived too slowly and was cut: the answer closes the connection. */
    uploadCut: boolean;
  }
}

/** What bounds the uploads of one process (`config.uploads`). */
export interface UploadLimits {
  /** Upload bodies read and processed at once in all; the others wait unread. */
  concurrency: number;
  /** Uploads in flight (waiting or being read) per account and per client address; one more is refused at once. */
  perAccount: number;
  perAddress: number;
  /** Bytes a body being read must bring in every window (0: no minimum). */
  minBytesPerWindow: number;
  rateWindowMs: number;
}

interface Pool {
  gate: Gate;
  perAccount: PerKeyLimit;
  perAddress: PerKeyLimit;
}
const pools = new WeakMap<object, Pool>();

/** One pool per app, shared by every group of upload routes (documents, representatives' papers). */
function poolOf(child: FastifyInstance, limits: UploadLimits): Pool {
  let pool = pools.get(child.ctx);
  if (!pool) {
    pool = {
      gate: new Gate(limits.concurrency),
      // One account must leave a slot of the pool to the others (when there is more than one).
      perAccount: new PerKeyLimit(Math.max(1, Math.min(limits.perAccount, limits.concurrency - 1))),
      perAddress: new PerKeyLimit(limits.perAddress),
    };
    pools.set(child.ctx, pool);
  }
  return pool;
}

/**
 * The way into the upload pool of the app (`poolOf`): a place for the account and one for the
 * address (else 429 `UPLOAD_BUSY` at once, before the body is read), then a slot of the pool.
 * Resolves to the function that frees them all.
 */
export function enterUploadPool(child: FastifyInstance, limits: UploadLimits) {
  const { gate, perAccount, perAddress } = poolOf(child, limits);
  /** A place for the account and one for the address, or the refusal of a full one. */
  const takePlaces = async (req: FastifyRequest): Promise<() => void> => {
    const userId = (await currentSession(req))?.user?.id ?? '';
    const forAccount = perAccount.tryTake([userId]);
    const forAddress = forAccount && perAddress.tryTake([req.ip]);
    if (!forAccount || !forAddress) {
      forAccount?.();
      throw new HttpError(429, 'UPLOAD_BUSY', undefined, undefined, 1);
    }
    return () => {
      forAccount();
      forAddress();
    };
  };
  return async (req: FastifyRequest): Promise<() => void> => {
    const releasePlaces = await takePlaces(req);
    // Waiting for a slot is not idling: the idle timer restarts once this body is being read.
    // The whole-request limit (config.http.requestTimeoutMs) still bounds the wait. (Injected
    // test requests have no real socket.)
    const socket = typeof req.raw.socket?.setTimeout === 'function' ? req.raw.socket : null;
    socket?.setTimeout(0);
    const releaseSlot = await gate.acquire();
    socket?.setTimeout(req.server.ctx.config.http.idleTimeoutMs);
    return () => {
      releaseSlot();
      releasePlaces();
    };
  };
}

/**
 * Gives an encapsulated group of upload routes their own JSON reader: file values stream to
 * disk, and at most `concurrency` upload bodies are read and processed at once (the others wait,
 * unread, so their bytes stay in the senders' sockets rather than in this process's memory).
 * No account and no client address may have more than its few uploads in flight (one more is
 * answered 429 `UPLOAD_BUSY` before its body is read), so one of them cannot take the whole pool;
 * and a body that arrives slower than the minimum rate is cut (408 `UPLOAD_TOO_SLOW`), its files
 * removed and its slot freed (ADR 0300).
 */
export function installUploadParser(child: FastifyInstance, store: BlobStore, limits: UploadLimits): void {
  child.decorateRequest('upload', null);
  child.decorateRequest('uploadCut', false);

  const finish = async (req: FastifyRequest) => {
    const state = req.upload;
    if (!state || state.done) return;
    state.done = true;
    await Promise.all([...state.files.values()].map((f) => store.removeTemp(f.tempPath)));
    state.release();
  };

  const enter = enterUploadPool(child, limits);

  child.addContentTypeParser('application/json', async (req: FastifyRequest, payload: NodeJS.ReadableStream) => {
    const release = await enter(req);
    let watch: ReturnType<typeof readAtMinimumRate> | null = null;
    try {
      if (req.raw.destroyed) throw new HttpError(400, 'BAD_REQUEST');
      const limit = req.routeOptions.bodyLimit ?? SINGLE_UPLOAD_BODY_LIMIT;
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > limit) throw new HttpError(413, 'PAYLOAD_TOO_LARGE');
      if (!(await withinQuota(req, null))) throw await quotaRefusal(req);
      watch = readAtMinimumRate(
        payload as import('node:stream').Readable,
        limits.minBytesPerWindow,
        limits.rateWindowMs,
      );
      const { body, files } = await parseUploadBody(watch.stream, store, limit);
      watch.stop();
      if (!(await withinQuota(req, files))) {
        await Promise.all([...files.values()].map((f) => store.removeTemp(f.tempPath)));
        throw await quotaRefusal(req);
      }
      req.upload = { files, release, done: false };
      return body;
    } catch (err) {
      watch?.stop();
      if (watch?.cut()) req.uploadCut = true;
      release();
      throw err;
    }
  });
  // The rest of a cut body is not read: the connection closes after the answer.
  child.addHook('onSend', async (req, reply) => {
    if (req.uploadCut) reply.header('connection', 'close');
  });
  child.addHook('onResponse', finish);
  child.addHook('onRequestAbort', finish);
}

/** The staged file a body's attachment_base_64_data placeholder stands for. */
export function stagedFile(req: FastifyRequest, placeholder: string): StagedFile {
  const file = req.upload?.files.get(placeholder);
  if (!file) throw new HttpError(400, 'validation.required', 'attachment_base_64_data');
  return file;
}
