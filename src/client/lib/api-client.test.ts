import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body?: string) {
  fetchMock.mockResolvedValueOnce(new Response(body ?? null, { status }));
}

vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

describe('api client', () => {
  it('sends JSON with the cookies and returns the parsed answer', async () => {
    answer(200, '{"user":{"id":1}}');
    await expect(api.post('/api/auth/login', { email: 'a@b.c' })).resolves.toEqual({
      user: { id: 1 },
    });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/auth/login');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"email":"a@b.c"}',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    });
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

  it('sends FormData as it is, letting the browser set the multipart boundary', async () => {
    answer(200, '{}');
    const form = new FormData();
    form.set('localWord', 'ŋgɔ́mbɛ');
    await api.post('/api/words', form);
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });
});
