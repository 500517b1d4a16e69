import { COOKIES, type Lang } from '@souq/contracts';
import { readCookie } from '../lib/cookies';
import { apiUrl } from './api-client';
import { toApiError } from './api-error';

/**
 * POSTs a file as the request body and reports its upload progress (0 to 1), which `fetch`
 * cannot: the same headers and errors as `apiRequest`.
 */
export function uploadWithProgress<T>(
  path: string,
  file: Blob,
  {
    lang,
    onProgress,
    signal,
  }: { lang: Lang; onProgress: (share: number) => void; signal: AbortSignal },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(path));
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('lang', lang);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    const token = readCookie(COOKIES.token);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText) as unknown;
      } catch {
        body = request.responseText;
      }
      if (request.status >= 200 && request.status < 300) resolve(body as T);
      else reject(toApiError(request.status, request.statusText, body));
    };
    request.onerror = () => {
      reject(new TypeError('Network error'));
    };
    signal.addEventListener('abort', () => {
      request.abort();
      reject(signal.reason as Error);
    });
    request.send(file);
  });
}
