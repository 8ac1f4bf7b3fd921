import { CSRF_COOKIE, CSRF_HEADER } from '@portal/contracts/api';
import type { ApiError } from '@portal/contracts';
import { ApiRequestError } from '../../api/client';

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

function csrfToken(): string {
  return (
    document.cookie
      .split('; ')
      .find((c) => c.startsWith(`${CSRF_COOKIE}=`))
      ?.slice(CSRF_COOKIE.length + 1) ?? ''
  );
}

/**
 * POSTs a JSON body with XMLHttpRequest, which (unlike fetch) reports upload progress: the
 * row's progress bar follows the bytes actually sent.
 */
export function postWithProgress<T>(path: string, body: string, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<T> {
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
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(new ApiRequestError(xhr.status, (data as { errors?: ApiError[] } | undefined)?.errors ?? []));
    };
    xhr.onerror = () => reject(new ApiRequestError(0, [], 'network'));
    xhr.ontimeout = () => reject(new ApiRequestError(0, [], 'timeout'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}
