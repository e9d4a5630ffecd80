import type { ErrorBody } from '@shared/errors';
import { currentLanguage } from './i18n';

/**
 * A failed API call. The message is `${status}: ${responseText}`; the parsed error body,
 * when the server sent one, is on `body` so callers can switch on `body.code`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | undefined;

  constructor(status: number, responseText: string, body: ErrorBody | undefined) {
    super(`${status}: ${responseText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  get code() {
    return this.body?.code;
  }
}

const isErrorBody = (value: unknown): value is ErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ErrorBody).message === 'string' &&
  typeof (value as ErrorBody).code === 'string';

function parseErrorBody(text: string): ErrorBody | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isErrorBody(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  signal?: AbortSignal;
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;

/** How requests leave: `fetch` in the browser; the server renderer answers them in-process. */
let transport: Transport = (path, init) => fetch(path, init);

/** For src/client/entry-server.tsx only: reads made while rendering a page on the server. */
export function setTransport(next: Transport) {
  transport = next;
}

/**
 * The one way the client talks to the API: same-origin, cookies included, JSON in and out
 * (FormData bodies are sent as multipart). Resolves to the parsed JSON, or undefined for an empty
 * answer such as 204.
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  { signal }: RequestOptions = {},
): Promise<T> {
  // The API answers its messages in the interface language.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const response = await transport(path, {
    method,
    headers,
    body: payload,
    credentials: 'include',
    signal,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, text || response.statusText, parseErrorBody(text));
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) =>
    apiRequest<T>('GET', path, undefined, options),
  post: <T = void>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, body, options),
  put: <T = void>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, body, options),
  patch: <T = void>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, body, options),
  /** With a body where the route reads one (a typed confirmation). */
  delete: <T = void>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('DELETE', path, body, options),
};

/** Creates (POST `path`) or, given an id, replaces (PUT `path/{id}`) one resource. */
export const saveResource = <T>(path: string, id: number | undefined, body: unknown) =>
  id === undefined ? api.post<T>(path, body) : api.put<T>(`${path}/${id}`, body);

export interface UploadOptions extends RequestOptions {
  /** The share of the body sent so far, 0 to 1, as the browser reports it. */
  onProgress?: (sent: number) => void;
}

/**
 * POSTs a multipart body as apiRequest does, through XMLHttpRequest: the one browser API that
 * reports how much of an upload has gone, for files large enough to make a user wait. Answers and
 * errors are apiRequest's: the parsed JSON, an ApiError, a TypeError when the server cannot be
 * reached, an AbortError when `signal` aborts.
 */
export function apiUpload<T>(
  path: string,
  body: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLanguage());
    if (onProgress) {
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    }
    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);
    request.addEventListener('load', () => {
      settle();
      const text = request.responseText;
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, text || request.statusText, parseErrorBody(text)));
        return;
      }
      try {
        resolve((text ? JSON.parse(text) : undefined) as T);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    request.addEventListener('error', () => {
      settle();
      reject(new TypeError('The server could not be reached.'));
    });
    request.addEventListener('abort', () => {
      settle();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    });
    request.send(body);
  });
}
