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
