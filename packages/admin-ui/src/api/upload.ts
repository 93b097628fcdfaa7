import { type ApiError, errorText, parseBody } from '@casa/api-client';

/** Fraction of the request body sent so far, 0..100. */
export type UploadProgress = (percent: number) => void;

export interface MultipartRequest {
  method: 'POST' | 'PUT';
  /** Path below /api, e.g. '/projects/4'. */
  url: string;
  body: FormData;
  onProgress?: UploadProgress | undefined;
}

export type MultipartResult = { data: unknown } | { error: ApiError };

/**
 * Multipart upload through XMLHttpRequest, because fetch cannot report upload progress.
 * Answers like the slice's baseQuery: `{ data }` or `{ error: { status, data, message } }`.
 */
export function sendMultipart({ method, url, body, onProgress }: MultipartRequest): Promise<MultipartResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${url}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
      };
      xhr.upload.onload = () => onProgress(100);
    }
    xhr.onload = () => {
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve({ data });
        return;
      }
      resolve({ error: { status: xhr.status, data, message: errorText(xhr.status, data, xhr.statusText) } });
    };
    // CASE: network down or request refused before any answer.
    xhr.onerror = () => resolve({ error: { status: 'FETCH_ERROR', data: null, message: 'Network error' } });
    xhr.onabort = () => resolve({ error: { status: 'FETCH_ERROR', data: null, message: 'Upload aborted' } });
    xhr.send(body);
  });
}
