import type { App } from '../app';
import { multipartPayload, type MultipartFile } from './audio-fixtures';

/** A multipart form as the browser would send it: text fields and files. */
export interface FormBody {
  fields: Record<string, string | Buffer>;
  files?: MultipartFile[];
}

const isForm = (body: unknown): body is FormBody =>
  typeof body === 'object' && body !== null && 'fields' in body;

/**
 * A request through `app.inject` as a signed-in user (a session cookie) or anonymously (null),
 * with a JSON or multipart body, in the given UI language.
 */
export async function send(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string | null,
  body?: FormBody | object,
  language = 'fr',
) {
  const headers: Record<string, string> = { 'accept-language': language };
  if (cookie) headers.cookie = cookie;
  if (isForm(body)) {
    const form = await multipartPayload(body.fields, body.files ?? []);
    return app.inject({
      method,
      url,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
  }
  return app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
}
