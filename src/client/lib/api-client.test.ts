import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@client/test/server';
import { ApiError, api, apiUpload } from './api-client';

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

  it('uploads FormData with its progress, and answers and fails as the other calls do', async () => {
    const requests = answer(200, '{"previewId":"p1"}');
    const form = new FormData();
    form.set('file', new File(['<lift version="0.13"/>'], 'swahili.lift'));
    form.set('format', 'lift');
    const sent: number[] = [];
    await expect(
      apiUpload('/api/interchange/preview', form, { onProgress: (share) => sent.push(share) }),
    ).resolves.toEqual({ previewId: 'p1' });
    const [request] = requests;
    expect(new URL(request!.url).pathname).toBe('/api/interchange/preview');
    expect(request!.method).toBe('POST');
    expect(request!.headers.get('Accept-Language')).toBe('fr');
    const received = await request!.formData();
    expect(received.get('format')).toBe('lift');
    // MSW reads jsdom's XMLHttpRequest body without the file's name and bytes (a browser sends
    // both): that the part is a file is what this side can check.
    expect(received.get('file')).toHaveProperty('name');
    for (const share of sent) expect(share).toBeGreaterThan(0);

    const text = '{"message":"Ce fichier n\'est pas du XML.","code":"INTERCHANGE_NOT_XML"}';
    answer(400, text);
    const error = await apiUpload('/api/interchange/preview', form).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, body: { code: 'INTERCHANGE_NOT_XML' } });
  });

  it('refuses an upload whose signal has already aborted, sending nothing', async () => {
    const requests = answer(200, '{}');
    const controller = new AbortController();
    controller.abort();
    const error = await apiUpload('/api/interchange/preview', new FormData(), {
      signal: controller.signal,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(requests).toHaveLength(0);
  });
});
