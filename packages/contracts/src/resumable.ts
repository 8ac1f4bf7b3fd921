import { UA_BASE } from './api';
/**
 * Resumable uploads (tus 1.0, ADR 0303): the portal's own endpoint beside the spec's upload
 * calls. A file is created there with the upload call it is for (metadata `call`: the call's
 * path; `body`: the call's JSON with `RESUMABLE_FILE_MARKER` in place of the file's base64), sent
 * in pieces that survive a dropped connection, and when its last byte arrives the call runs on
 * it as if it had been sent whole; the answer to that last piece is the call's answer.
 */
export const RESUMABLE_UPLOAD_PATH = `${UA_BASE}/nf_document_upload/resumable`;
export const RESUMABLE_FILE_MARKER = 'resumable-file';
export const TUS_VERSION = '1.0.0';
