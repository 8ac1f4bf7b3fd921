import { CSRF_HEADER } from '@portal/contracts/api';
import type { ApiError } from '@portal/contracts';
import { RESUMABLE_FILE_MARKER, RESUMABLE_UPLOAD_PATH } from '@portal/contracts/resumable';
import { ApiRequestError } from './client';
import { csrfToken, type UploadCall } from './upload';

/** What a resumable upload tells the page while it goes. */
export interface ResumableEvents {
  /** How much the server has, from 0 to 1. */
  onProgress(fraction: number): void;
  /** The connection dropped (true) and came back (false): the upload waits and continues by itself. */
  onConnection(lost: boolean): void;
}

/** Bytes a request: a piece whose request is cut only costs what had not arrived (the server keeps the rest). */
const CHUNK_BYTES = 1024 * 1024;
/** Waits between tries after a dropped connection, about five minutes in all; coming back online tries at once. */
const RETRY_DELAYS = [
  0, 1000, 2000, 3000, 5000, 5000, 10_000, 10_000, 15_000, 15_000, 20_000, 30_000, 30_000, 30_000, 30_000, 30_000,
  30_000,
];
/** Answers after which a piece is sent again: busy slots, too slow, wrong offset, server trouble. */
const RETRY_STATUSES = new Set([408, 409, 423, 429, 502, 503, 504]);

const errorsOf = (body: string | undefined): ApiError[] => {
  try {
    return (JSON.parse(body ?? '') as { errors?: ApiError[] }).errors ?? [];
  } catch {
    return [];
  }
};

/**
 * Sends one file of an upload call with the tus protocol (ADR 0303) through tus-js-client,
 * loaded only here (upload pages): the file goes in pieces, a dropped connection or a sleeping
 * phone costs only what had not arrived, and the upload continues from the server's offset when
 * the connection is back (also after a reload: the same file for the same call is found again).
 * Resolves to the call's answer, as the spec's upload call would give it.
 */
export async function sendResumable(
  call: UploadCall,
  file: File,
  ids: { clientId: string; submissionId: string },
  events: ResumableEvents,
): Promise<unknown> {
  const { Upload } = await import('tus-js-client');
  const body = call.body({ name: file.name, base64: RESUMABLE_FILE_MARKER, ...ids });
  // The same file for the same target (not the same ids) is the same upload.
  const target = JSON.stringify(call.body({ name: file.name, base64: '', clientId: '', submissionId: '' }));
  let lost = false;
  const connection = (now: boolean) => {
    if (now !== lost) events.onConnection((lost = now));
  };
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: RESUMABLE_UPLOAD_PATH,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { call: call.path, body: JSON.stringify(body) },
      headers: { [CSRF_HEADER]: csrfToken() },
      fingerprint: async () => ['portal-tus', call.path, target, file.name, file.size, file.lastModified].join('/'),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => events.onProgress(total > 0 ? sent / total : 0),
      onAfterResponse: () => connection(false),
      onShouldRetry: (err) => {
        const status = err.originalResponse?.getStatus() ?? 0;
        if (status === 0) connection(true);
        return status === 0 || RETRY_STATUSES.has(status);
      },
      onSuccess: ({ lastResponse }) => {
        window.removeEventListener('online', again);
        connection(false);
        const answer = lastResponse.getBody();
        if (answer) return resolve(JSON.parse(answer));
        // Found already complete (a reload after the last piece): its answer is kept for us.
        void fetch(upload.url!, { headers: { accept: 'application/json' } })
          .then(async (res) => (res.ok ? resolve(await res.json()) : reject(new ApiRequestError(res.status, []))))
          .catch(() => reject(new ApiRequestError(0, [], 'network')));
      },
      onError: (err) => {
        window.removeEventListener('online', again);
        const res = (err as { originalResponse?: { getStatus(): number; getBody(): string } }).originalResponse;
        reject(
          res ? new ApiRequestError(res.getStatus(), errorsOf(res.getBody())) : new ApiRequestError(0, [], 'network'),
        );
      },
    });
    // Back online: try now rather than at the end of the current wait.
    const again = () => {
      if (lost) void upload.abort().then(() => upload.start());
    };
    window.addEventListener('online', again);
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
}
