import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaginatedWordsSchema, SignedUrlSchema, type PaginatedWords } from '@shared/schemas/words';
import { WordsRoute } from '@client/app/routes/admin/words-route';
import { stopAudio } from '@client/lib/audio-player';
import { buildWord, buildWordsPage } from '@client/test/factories/words';
import { renderWithApp, sessionUser, type RenderOptions } from '@client/test/render';
import { apiError, apiHandler, server } from '@client/test/server';

/** The address the list is at, as the browser's address bar would show it. */
let currentAddress = '';
const address = () => currentAddress;

/** The browser around the page: its address and its Back button. */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    currentAddress = `${location.pathname}${location.search}`;
  }, [location]);
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Page précédente du navigateur
    </button>
  );
}

const renderWords = (options: RenderOptions = {}) =>
  renderWithApp(
    <>
      <WordsRoute />
      <Browser />
    </>,
    {
      route: '/words',
      path: '/words',
      session: 'admin',
      otherRoutes: { '/words/new': <p>new word page</p> },
      ...options,
    },
  );

const wordList = () => screen.getByRole('list', { name: 'Liste des mots' });
const pager = () => screen.getByRole('navigation', { name: 'Pagination' });
const pageLinks = () =>
  within(pager())
    .getAllByRole('link', { name: /^Page \d+$/ })
    .map((link) => link.textContent);

/** The toast area once it says every one of `texts`. */
const expectToast = (...texts: string[]) =>
  waitFor(
    () => {
      const area = screen.getByRole('region', { name: /^Notifications/ });
      for (const text of texts) expect(area).toHaveTextContent(text);
      // The toast area is loaded with the first toast: on a busy machine that takes a while.
    },
    { timeout: 5000 },
  );

/**
 * GET /api/words/paginated over a dictionary of `total` words: the page and size asked for, and
 * each request's query string kept in `asked`.
 */
function answerWords(total: number, asked: URLSearchParams[] = []) {
  server.use(
    apiHandler('get', '/api/words/paginated', PaginatedWordsSchema, ({ url }) => {
      asked.push(url.searchParams);
      return buildWordsPage({
        page: Number(url.searchParams.get('page')),
        limit: Number(url.searchParams.get('limit')),
        total,
      });
    }),
  );
  return asked;
}

/** One page holding `words` only. */
const answerPage = (page: PaginatedWords) =>
  server.use(apiHandler('get', '/api/words/paginated', PaginatedWordsSchema, page));

describe('WordsPage', () => {
  afterEach(() => {
    stopAudio();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('pages through the dictionary; the page lives in the address', async () => {
    answerWords(45);
    const { user } = await renderWords();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dictionnaire des mots' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('45 mots', { exact: true })).toBeInTheDocument();
    expect(within(wordList()).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByText('Affichage de 1 à 20 sur 45')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouveau mot' })).toHaveAttribute('href', '/words/new');
    const [first] = within(wordList()).getAllByRole('article');
    expect(within(first!).getByRole('link', { name: /^Modifier / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/words\/edit\/\d+$/),
    );

    // Page 2 through the pager, then Back to page 1.
    await user.click(within(pager()).getByRole('link', { name: 'Page 2' }));
    expect(address()).toBe('/words?page=2');
    expect(await screen.findByText('Affichage de 21 à 40 sur 45')).toBeInTheDocument();
    expect(within(pager()).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(screen.getByRole('button', { name: 'Page précédente du navigateur' }));
    expect(address()).toBe('/words');
    expect(await screen.findByText('Affichage de 1 à 20 sur 45')).toBeInTheDocument();
  });

  it('changes the page size and the view in the address, and keeps them over a reload', async () => {
    answerWords(45);
    const { user, unmount } = await renderWords();
    await screen.findByText('Affichage de 1 à 20 sur 45');

    // 10 a page: back to page 1, five pages, no previous one.
    await user.click(screen.getByRole('combobox', { name: 'Mots par page' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10',
      '20',
      '50',
      '100',
    ]);
    await user.click(screen.getByRole('option', { name: '10' }));
    expect(address()).toBe('/words?limit=10');
    await waitFor(() => expect(within(wordList()).getAllByRole('listitem')).toHaveLength(10));
    expect(pageLinks()).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pager()).getByRole('button', { name: 'Précédent' })).toBeDisabled();

    // Cards, kept in the address.
    const view = screen.getByRole('group', { name: 'Affichage' });
    await user.click(within(view).getByRole('button', { name: 'Cartes' }));
    expect(within(view).getByRole('button', { name: 'Cartes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(address()).toBe('/words?limit=10&view=cards');
    expect(within(wordList()).getAllByRole('article')).toHaveLength(10);

    // A reload: the same address gives the same page, size and view.
    const reloaded = address()!;
    unmount();
    await renderWords({ route: reloaded });
    expect(
      within(screen.getByRole('group', { name: 'Affichage' })).getByRole('button', {
        name: 'Cartes',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Mots par page' })).toHaveTextContent('10');
    await waitFor(() => expect(within(wordList()).getAllByRole('article')).toHaveLength(10));
    await user.click(
      within(screen.getByRole('group', { name: 'Affichage' })).getByRole('button', {
        name: 'Liste',
      }),
    );
    expect(address()).toBe('/words?limit=10');
  });

  it('shows a window of at most five pages around the current one', async () => {
    // A long dictionary: 12 pages (each answered with a few words, enough for the pager).
    server.use(
      apiHandler('get', '/api/words/paginated', PaginatedWordsSchema, ({ url }) => ({
        ...buildWordsPage({ total: 3 }),
        pagination: {
          page: Number(url.searchParams.get('page')),
          limit: 20,
          total: 235,
          totalPages: 12,
        },
      })),
    );
    const { user } = await renderWords({ route: '/words?page=7' });

    await waitFor(() => expect(pageLinks()).toEqual(['5', '6', '7', '8', '9']));
    expect(within(pager()).getByRole('link', { name: 'Précédent' })).toHaveAttribute(
      'href',
      '/words?page=6',
    );
    expect(within(pager()).getByRole('link', { name: 'Suivant' })).toHaveAttribute(
      'href',
      '/words?page=8',
    );
    await user.click(within(pager()).getByRole('link', { name: 'Page 9' }));
    await waitFor(() => expect(pageLinks()).toEqual(['7', '8', '9', '10', '11']));
    await user.click(within(pager()).getByRole('link', { name: 'Page 11' }));
    await waitFor(() => expect(pageLinks()).toEqual(['8', '9', '10', '11', '12']));
  });

  it('does not search for one character, and keeps the page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const asked = answerWords(45);
    const { user } = await renderWords({ route: '/words?page=2' });
    await screen.findByText('Affichage de 21 à 40 sur 45');

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un mot' }), 'b');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(address()).toBe('/words?page=2');
    expect(asked.map((params) => params.get('search'))).toEqual([null]);
  });

  it('sends one search once typing pauses for 300 ms, not one per key', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const asked = answerWords(45);
    const { user } = await renderWords();
    await screen.findByText('Affichage de 1 à 20 sur 45');
    const search = screen.getByRole('searchbox', { name: 'Rechercher un mot' });

    // Six keys, 40 ms apart: well inside the pause.
    for (const key of 'ngombe') {
      await user.type(search, key);
      await act(() => vi.advanceTimersByTimeAsync(40));
    }
    await act(() => vi.advanceTimersByTimeAsync(259));
    expect(address()).toBe('/words');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(address()).toBe('/words?q=ngombe');
    await waitFor(() =>
      expect(asked.map((params) => params.get('search'))).toEqual([null, 'ngombe']),
    );
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(asked).toHaveLength(2);
  });

  describe('audio', () => {
    /** Each playback the page starts: the address the browser was given. */
    let played: string[];
    beforeEach(() => {
      played = [];
      vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
      vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    });

    it('a file that cannot be played says so, and its button is released', async () => {
      // What a browser does with a 404 file: play() rejects.
      vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
        this: HTMLMediaElement,
      ) {
        played.push(this.src);
        return Promise.reject(new DOMException('No supported source', 'NotSupportedError'));
      });
      const word = buildWord({
        localWord: { localWord: 'kimya', audioUrl: '/api/audio/files/kimya.wav' },
      });
      answerPage(buildWordsPage({ total: 1, words: [word] }));
      const { user } = await renderWords();

      const article = await screen.findByRole('article', { name: 'kimya' });
      const play = within(article).getByRole('button', { name: "Écouter l'audio 1" });
      expect(play).toHaveAttribute('aria-pressed', 'false');
      await user.click(play);
      await expectToast('Erreur de lecture', 'Impossible de lire le fichier audio');
      expect(play).toHaveAttribute('aria-pressed', 'false');
      // A file of this server is played as it is, without a signed URL.
      expect(played).toEqual([expect.stringMatching(/\/api\/audio\/files\/kimya\.wav$/)]);
    });

    it('a stored address outside this server is played through a signed URL, and its failure said', async () => {
      vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
        this: HTMLMediaElement,
      ) {
        played.push(this.src);
        return Promise.resolve();
      });
      const remote = 's3://maneno-audio/words/wingu.wav';
      const asked: string[] = [];
      server.use(
        apiHandler('get', '/api/audio/signed-url', SignedUrlSchema, ({ url }) => {
          asked.push(url.searchParams.get('url')!);
          return { signedUrl: '/api/audio/files/signed-wingu.wav' };
        }),
      );
      const word = buildWord({ localWord: { localWord: 'wingu', audioUrl: remote } });
      answerPage(buildWordsPage({ total: 1, words: [word] }));
      const { user } = await renderWords();

      const article = await screen.findByRole('article', { name: 'wingu' });
      const play = within(article).getByRole('button', { name: "Écouter l'audio 1" });
      await user.click(play);
      await waitFor(() => expect(play).toHaveAttribute('data-state', 'playing'));
      expect(play).toHaveAttribute('aria-pressed', 'true');
      expect(asked).toEqual([remote]);
      expect(played).toEqual([expect.stringMatching(/\/api\/audio\/files\/signed-wingu\.wav$/)]);
      await user.click(play);
      expect(play).toHaveAttribute('aria-pressed', 'false');

      server.use(
        apiError('get', '/api/audio/signed-url', 502, { code: 'INTERNAL', message: 'S3 down' }),
      );
      await user.click(play);
      await expectToast('Erreur de lecture', 'Impossible de lire le fichier audio');
      expect(play).toHaveAttribute('aria-pressed', 'false');
      expect(played).toHaveLength(1);
    });
  });

  it('a failed delete says so and keeps the word', async () => {
    const word = buildWord({ localWord: { localWord: 'kosa' } });
    answerPage(buildWordsPage({ total: 1, words: [word] }));
    server.use(
      apiError('delete', '/api/words/:id', 500, { code: 'INTERNAL', message: 'Erreur interne' }),
    );
    const { user } = await renderWords();

    const article = await screen.findByRole('article', { name: 'kosa' });
    await user.click(within(article).getByRole('button', { name: 'Supprimer kosa' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer le mot?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await expectToast('Impossible de supprimer le mot');
    expect(screen.getByRole('article', { name: 'kosa' })).toBeInTheDocument();
  });

  it('contributors see no edit or delete buttons on published words, only on their own pending ones', async () => {
    const contributor = sessionUser('contributor', { email: 'awa@example.org' });
    answerPage(
      buildWordsPage({
        total: 3,
        words: [
          buildWord({ localWord: { localWord: 'maji' } }),
          buildWord({ localWord: { localWord: 'moto', submitterEmail: 'awa@example.org' } }),
          buildWord({
            localWord: { localWord: 'upepo', status: 'pending', submitterEmail: 'Awa@example.org' },
          }),
        ],
      }),
    );
    await renderWords({ session: contributor });

    const published = await screen.findByRole('article', { name: 'maji' });
    for (const word of ['maji', 'moto']) {
      const article = screen.getByRole('article', { name: word });
      expect(within(article).queryByRole('link', { name: /^Modifier / })).not.toBeInTheDocument();
      expect(
        within(article).queryByRole('button', { name: /^Supprimer / }),
      ).not.toBeInTheDocument();
    }
    expect(published).toBeInTheDocument();
    const own = screen.getByRole('article', { name: /^upepo/ });
    expect(within(own).getByRole('link', { name: 'Modifier upepo' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Supprimer upepo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nouveau mot' })).toBeInTheDocument();
  });

  it('shows skeleton rows while the list loads, then the list, in English', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/words/paginated', async () => {
        await answered;
        return HttpResponse.json(PaginatedWordsSchema.parse(buildWordsPage({ total: 45 })));
      }),
    );
    const { container } = await renderWords({ language: 'en' });

    expect(screen.getByRole('heading', { level: 1, name: 'Word dictionary' })).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Word list' })).not.toBeInTheDocument();

    answer();
    const list = await screen.findByRole('list', { name: 'Word list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'View' })).getByRole('button', { name: 'List' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});
