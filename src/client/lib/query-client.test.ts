import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@client/test/server';
import { queryClient, sessionQueryKey } from './query-client';

/** Answers every request with `status` and `body`; returns the paths asked for. */
function answer(status: number, body: string) {
  const paths: string[] = [];
  server.use(
    http.all('*', ({ request }) => {
      const url = new URL(request.url);
      paths.push(url.pathname + url.search);
      return new HttpResponse(body, { status });
    }),
  );
  return paths;
}

afterEach(() => queryClient.clear());

describe('query client', () => {
  it('never goes stale, never refetches on focus or on an interval, never retries', () => {
    const { queries, mutations } = queryClient.getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('reads a key by GETting the key joined with slashes', async () => {
    const paths = answer(200, '{"count":3}');
    await expect(
      queryClient.fetchQuery({ queryKey: ['/api/dictionary/french', 'word', 'ça va'] }),
    ).resolves.toEqual({ count: 3 });
    expect(paths).toEqual(['/api/dictionary/french/word/%C3%A7a%20va']);
  });

  it('drops the signed-in user when a call answers 401', async () => {
    queryClient.setQueryData(sessionQueryKey, { id: 1, email: 'admin@maneno.local' });
    answer(401, '{"message":"no","code":"UNAUTHENTICATED"}');
    await expect(queryClient.fetchQuery({ queryKey: ['/api/dashboard/stats'] })).rejects.toThrow(
      '401: ',
    );
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
  });

  it('leaves the session alone on other failures', async () => {
    const user = { id: 1, email: 'admin@maneno.local' };
    queryClient.setQueryData(sessionQueryKey, user);
    answer(403, '{"message":"no","code":"FORBIDDEN"}');
    await expect(queryClient.fetchQuery({ queryKey: ['/api/users'] })).rejects.toThrow('403: ');
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(user);
  });
});
