import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@client/test/server';
import { ApiError, api } from './api-client';

/** Answers every request with `status` and `body`, and keeps the requests for the test to read. */
function answer(status: number, body?: string) {
  const requests: Request[] = [];
  server.use(
    http.all('*', ({ request }) => {
      requests.push(request.clone());
      return new HttpResponse(body ?? null, { status });
    }),
  );
  return requests;
}

describe('api client', () => {
  it('sends JSON with the cookies and returns the parsed answer', async () => {
    const requests = answer(200, '{"user":{"id":1}}');
    await expect(api.post('/api/auth/login', { email: 'a@b.c' })).resolves.toEqual({
      user: { id: 1 },
    });
    const [request] = requests;
    expect(new URL(request!.url).pathname).toBe('/api/auth/login');
    expect(request!.method).toBe('POST');
    expect(request!.credentials).toBe('include');
    expect(await request!.text()).toBe('{"email":"a@b.c"}');
    expect(request!.headers.get('Content-Type')).toBe('application/json');
    expect(request!.headers.get('Accept')).toBe('application/json');
    // The API answers its messages in the interface language.
    expect(request!.headers.get('Accept-Language')).toBe('fr');
  });

  it('resolves to undefined for an empty answer such as 204', async () => {
    answer(204);
    await expect(api.post('/api/auth/logout')).resolves.toBeUndefined();
  });

  it('throws an ApiError "status: text" that carries the parsed error body', async () => {
    const text = '{"message":"Invalid credentials","code":"INVALID_CREDENTIALS"}';
    answer(401, text);
    const error = await api.get('/api/auth/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: `401: ${text}`,
      status: 401,
      code: 'INVALID_CREDENTIALS',
      body: { message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' },
    });
  });

  it('keeps the raw text when the error body is not the API shape', async () => {
    answer(502, 'Bad Gateway');
    const error = await api.get('/api/anything').catch((e: unknown) => e);
    expect(error).toMatchObject({ message: '502: Bad Gateway', status: 502, body: undefined });
  });

  it('sends FormData as multipart, with the boundary the browser chose', async () => {
    const requests = answer(200, '{}');
    const form = new FormData();
    form.set('localWord', 'ŋgɔ́mbɛ');
    await api.post('/api/words', form);
    const [request] = requests;
    expect(request!.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect((await request!.formData()).get('localWord')).toBe('ŋgɔ́mbɛ');
  });
});
