/**
 * The API as component tests see it: an MSW server whose answers are checked against the shared
 * zod schemas the real server answers with, so a test can never describe a response the API
 * could not give (a renamed or missing field fails the test that uses it).
 */
import { http, HttpResponse, delay, type DefaultBodyType, type PathParams } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';
import type { ErrorBody, ErrorCode } from '@shared/errors';

export const server = setupServer();

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** What a handler sees of the request: its URL, path parameters and parsed JSON body. */
export interface ApiRequest {
  url: URL;
  params: PathParams;
  body: unknown;
}

type Answer<S extends z.ZodType> = z.input<S> | ((request: ApiRequest) => z.input<S>);

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('multipart/form-data')) return request.formData();
  return undefined;
}

/**
 * Answers `method path` with `answer`, validated by `schema` (the response schema the route
 * declares). `path` is MSW's pattern, e.g. '/api/languages/:id'.
 */
export function apiHandler<S extends z.ZodType>(
  method: Method,
  path: string,
  schema: S,
  answer: Answer<S>,
  { status = 200 }: { status?: number } = {},
) {
  return http[method]<PathParams, DefaultBodyType>(path, async ({ request, params }) => {
    const value =
      typeof answer === 'function'
        ? (answer as (r: ApiRequest) => z.input<S>)({
            url: new URL(request.url),
            params,
            body: await readBody(request),
          })
        : answer;
    return HttpResponse.json(schema.parse(value) as DefaultBodyType, { status });
  });
}

/** Answers with the API's one error shape, `{ message, code }`, and a 4xx or 5xx status. */
export function apiError(
  method: Method,
  path: string,
  status: number,
  body: { code: ErrorCode; message: string; details?: ErrorBody['details'] },
) {
  return http[method](path, () => HttpResponse.json(body, { status }));
}

/** Answers 204 No Content, as the API does for deletions; `onRequest` sees each call. */
export function apiNoContent(
  method: Method,
  path: string,
  onRequest?: (request: ApiRequest) => void,
) {
  return http[method](path, async ({ request, params }) => {
    onRequest?.({ url: new URL(request.url), params, body: await readBody(request) });
    return new HttpResponse(null, { status: 204 });
  });
}

/** Never answers: for loading states (MSW ends it when the test ends). */
export function apiPending(method: Method, path: string) {
  return http[method](path, () => delay('infinite'));
}
