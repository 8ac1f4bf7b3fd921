import { CSRF_COOKIE, CSRF_HEADER } from '@portal/contracts/api';
import type { ApiError } from '@portal/contracts';
import { urlOf } from '@portal/contracts/calls-resident';
import type { CallName } from '@portal/contracts/calls';
import type { RequestFor, ResponseFor } from '@portal/contracts/endpoints';
import {
  SNIFF_BYTES,
  UPLOAD_MESSAGES,
  checkFileBeforeUpload,
  type UploadProblem,
} from '@portal/contracts/upload-rules';
import { ApiRequestError } from './client';

/** One file as the uploader sends it. `submissionId` is the same for every file of one press of "Upload files". */
export interface UploadFile {
  name: string;
  clientId: string;
  base64: string;
  submissionId: string;
}

/** How the uploader reads one file's answer. */
export interface UploadOutcome {
  isSuccess: boolean;
  message: string;
  code: string | null;
}

/** What one file's request carries, and how its answer reads. */
export interface UploadCall {
  path: string;
  body(file: UploadFile): unknown;
  result(response: unknown): UploadOutcome;
}

/** The spec's fields of one file in an upload body. */
export const attachment = (file: UploadFile) => ({
  attachment_name: file.name,
  attachment_id: file.clientId,
  attachment_base_64_data: file.base64,
});

type UploadCallName = Extract<CallName, `upload${string}`>;
type BodyOf<K extends CallName> = RequestFor<K> extends { body: infer B } ? B : never;

/**
 * An upload call of the endpoint table by name, its request body and answer typed from the
 * call's schemas (the upload itself goes through postWithProgress, for its progress events).
 */
export function uploadCall<K extends UploadCallName>(
  name: K,
  body: (file: UploadFile) => BodyOf<K>,
  result: (response: ResponseFor<K>) => UploadOutcome,
): UploadCall {
  return { path: urlOf(name), body, result: (response) => result(response as ResponseFor<K>) };
}

/** The upload rules' check of a chosen file before it is sent (name, size and first bytes, as the server checks). */
export async function checkChosenFile(file: File): Promise<UploadProblem | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return checkFileBeforeUpload({ name: file.name, size: file.size, head });
}

/** Why the server did not take a file: the rules' own words for a known problem, else the server's message. */
export function refusalText(result: UploadOutcome, l: 'en' | 'es'): string {
  return result.code && result.code in UPLOAD_MESSAGES
    ? UPLOAD_MESSAGES[result.code as UploadProblem][l]
    : result.message;
}

/** The file's content as base64 (the spec's attachment_base_64_data), without holding it twice as text. */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}

export function csrfToken(): string {
  return (
    document.cookie
      .split('; ')
      .find((c) => c.startsWith(`${CSRF_COOKIE}=`))
      ?.slice(CSRF_COOKIE.length + 1) ?? ''
  );
}

/** How long an upload waits in all for a free slot (429 `UPLOAD_BUSY`) before it is shown as failed. */
export const BUSY_WAIT_LIMIT_MS = 90_000;

/**
 * POSTs a JSON body with XMLHttpRequest, which (unlike fetch) reports upload progress: the
 * row's progress bar follows the bytes actually sent. When the server's upload slots are all
 * taken (429 `UPLOAD_BUSY`, e.g. several people of one library or office uploading at once), the
 * file waits as long as Retry-After asks, a little longer each time, and is sent again: the
 * person sees it still uploading, not a failure, unless the wait passes `BUSY_WAIT_LIMIT_MS`.
 */
export async function postWithProgress<T>(
  path: string,
  body: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await postOnce<T>(path, body, onProgress, signal);
    } catch (err) {
      if (!(err instanceof BusyError)) throw err;
      const wait = Math.min(err.retryAfterMs * attempt, 5_000) + Math.random() * 500;
      if (Date.now() - started + wait > BUSY_WAIT_LIMIT_MS || signal?.aborted) throw err.cause;
      onProgress(0);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/** A 429 `UPLOAD_BUSY`: the request may be sent again after `retryAfterMs`. */
class BusyError extends Error {
  constructor(
    readonly retryAfterMs: number,
    override readonly cause: ApiRequestError,
  ) {
    super('UPLOAD_BUSY');
  }
}

function postOnce<T>(
  path: string,
  body: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, csrfToken());
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const failure = new ApiRequestError(xhr.status, (data as { errors?: ApiError[] } | undefined)?.errors ?? []);
      if (xhr.status === 429 && failure.code === 'UPLOAD_BUSY') {
        const seconds = Number(xhr.getResponseHeader('retry-after'));
        reject(new BusyError(Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000, failure));
      } else reject(failure);
    };
    xhr.onerror = () => reject(new ApiRequestError(0, [], 'network'));
    xhr.ontimeout = () => reject(new ApiRequestError(0, [], 'timeout'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}
