import { CSRF_COOKIE } from '@portal/contracts/api';
import { urlOf } from '@portal/contracts/calls-resident';
import type { CallName } from '@portal/contracts/calls';
import type { RequestFor, ResponseFor } from '@portal/contracts/endpoints';
import {
  SNIFF_BYTES,
  UPLOAD_MESSAGES,
  checkFileBeforeUpload,
  type UploadProblem,
} from '@portal/contracts/upload-rules';

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
 * call's schemas (the upload itself goes as a resumable upload, api/resumable.ts).
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
