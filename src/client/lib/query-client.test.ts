import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient, sessionQueryKey } from './query-client';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);

afterEach(() => {
  fetchMock.mockReset();
  queryClient.clear();
});

describe('query client', () => {
  it('is never stale, never refetches on focus or interval, never retries', () => {
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
    fetchMock.mockResolvedValueOnce(new Response('{"count":3}', { status: 200 }));
    await expect(
      queryClient.fetchQuery({ queryKey: ['/api/dictionary/french', 'word', 'ça va'] }),
    ).resolves.toEqual({ count: 3 });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/dictionary/french/word/%C3%A7a%20va');
  });

  it('drops the signed-in user when a call answers 401', async () => {
    queryClient.setQueryData(sessionQueryKey, { id: 1, email: 'admin@maneno.local' });
    fetchMock.mockResolvedValueOnce(
      new Response('{"message":"no","code":"UNAUTHENTICATED"}', { status: 401 }),
    );
    await expect(queryClient.fetchQuery({ queryKey: ['/api/dashboard/stats'] })).rejects.toThrow(
      '401: ',
    );
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
  });

  it('leaves the session alone on other failures', async () => {
    const user = { id: 1, email: 'admin@maneno.local' };
    queryClient.setQueryData(sessionQueryKey, user);
    fetchMock.mockResolvedValueOnce(
      new Response('{"message":"no","code":"FORBIDDEN"}', { status: 403 }),
    );
    await expect(queryClient.fetchQuery({ queryKey: ['/api/users'] })).rejects.toThrow('403: ');
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(user);
  });
});
