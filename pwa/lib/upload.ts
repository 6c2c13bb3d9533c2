import { ApiRequestError, NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from './api';
import { ensureCsrfToken } from './csrf';
import { getSession, refreshSession } from './session';

/** How far an upload is: bytes sent out of the total (the request body). */
export type UploadProgress = (fraction: number) => void;

function once(
  method: string,
  path: string,
  body: FormData,
  csrf: string | null,
  onProgress?: UploadProgress,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    const token = getSession()?.accessToken;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (csrf) xhr.setRequestHeader('x-csrf-token', csrf);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiRequestError(0, NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new ApiRequestError(0, NETWORK_ERROR_MESSAGE));
    xhr.send(body);
  });
}

/**
 * A multipart upload with progress (fetch cannot report upload progress; XMLHttpRequest can). Same contract as
 * apiFetch: Bearer token, x-csrf-token, one refresh and one retry after a 401, French errors as ApiRequestError.
 */
export async function apiUpload<T>(
  method: 'POST' | 'PUT',
  path: string,
  body: FormData,
  onProgress?: UploadProgress,
): Promise<T> {
  const csrf = await ensureCsrfToken();
  let res = await once(method, path, body, csrf, onProgress);
  if (res.status === 401 && getSession()) {
    const outcome = await refreshSession();
    if (outcome === 'refreshed') res = await once(method, path, body, csrf, onProgress);
    else if (outcome === 'offline') throw new ApiRequestError(0, NETWORK_ERROR_MESSAGE);
  }
  type Payload = { message?: unknown; errors?: unknown } | null;
  const payload = ((): Payload => {
    try {
      return res.text ? (JSON.parse(res.text) as Payload) : null;
    } catch {
      return null;
    }
  })();
  if (res.status < 200 || res.status >= 300) {
    const message =
      typeof payload?.message === 'string' && payload.message ? payload.message : UNEXPECTED_ERROR_MESSAGE;
    const errors: Record<string, string[]> = {};
    if (payload?.errors && typeof payload.errors === 'object') {
      for (const [k, v] of Object.entries(payload.errors as Record<string, unknown>)) {
        errors[k] = Array.isArray(v) ? v.map(String) : [String(v)];
      }
    }
    throw new ApiRequestError(res.status, message, Object.keys(errors).length ? errors : undefined);
  }
  onProgress?.(1);
  return payload as T;
}
