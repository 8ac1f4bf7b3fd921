import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_DOCUMENTS_PER_SUBMISSION, MAX_FILE_BYTES } from '@portal/contracts';
import type { BlobStore } from '../../platform/blobs/store';
import { hoursMs } from '../../platform/dates';
import { currentSession } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import { countInWindow, take, throttled } from '../../platform/rate-limit';
import { Gate } from '../../platform/gate';
import { base64Length, parseUploadBody, type StagedFile } from './upload-body';

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
async function quotaRefusal(req: FastifyRequest): Promise<HttpError> {
  const userId = (await currentSession(req))?.user?.id ?? '';
  return throttled(req.server.ctx.db, quotaKey(userId), 'UPLOAD_QUOTA');
}

async function withinQuota(req: FastifyRequest, files: Map<string, StagedFile> | null): Promise<boolean> {
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
  }
}

/**
 * Gives an encapsulated group of upload routes their own JSON reader: file values stream to
 * disk, and at most `concurrency` upload bodies are read and processed at once (the others wait,
 * unread, so their bytes stay in the senders' sockets rather than in this process's memory).
 */
export function installUploadParser(child: FastifyInstance, store: BlobStore, concurrency: number): void {
  const gate = new Gate(concurrency);
  child.decorateRequest('upload', null);

  const finish = async (req: FastifyRequest) => {
    const state = req.upload;
    if (!state || state.done) return;
    state.done = true;
    await Promise.all([...state.files.values()].map((f) => store.removeTemp(f.tempPath)));
    state.release();
  };

  child.addContentTypeParser('application/json', async (req: FastifyRequest, payload: NodeJS.ReadableStream) => {
    // Waiting for a slot is not idling: the idle timer restarts once this body is being read.
    // The whole-request limit (config.http.requestTimeoutMs) still bounds the wait. (Injected
    // test requests have no real socket.)
    const socket = typeof req.raw.socket?.setTimeout === 'function' ? req.raw.socket : null;
    socket?.setTimeout(0);
    const release = await gate.acquire();
    socket?.setTimeout(req.server.ctx.config.http.idleTimeoutMs);
    try {
      if (req.raw.destroyed) throw new HttpError(400, 'BAD_REQUEST');
      const limit = req.routeOptions.bodyLimit ?? SINGLE_UPLOAD_BODY_LIMIT;
      const declared = Number(req.headers['content-length'] ?? 0);
      if (declared > limit) throw new HttpError(413, 'PAYLOAD_TOO_LARGE');
      if (!(await withinQuota(req, null))) throw await quotaRefusal(req);
      const { body, files } = await parseUploadBody(payload as import('node:stream').Readable, store, limit);
      if (!(await withinQuota(req, files))) {
        await Promise.all([...files.values()].map((f) => store.removeTemp(f.tempPath)));
        throw await quotaRefusal(req);
      }
      req.upload = { files, release, done: false };
      return body;
    } catch (err) {
      release();
      throw err;
    }
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
