import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaginatedExpressionsSchema } from '@shared/schemas/expressions';
import { stopAudio } from '@client/lib/audio-player';
import { expression, expressionsPage } from '@client/test/factories/expressions';
import { apiError, apiHandler, apiPending, server } from '@client/test/server';
import { renderWithApp } from '@client/test/render';
import { ExpressionsPage } from './expressions-page';
// The toast area's code, loaded up front: a toast then shows as soon as it is raised.
import '@client/components/ui/toaster';

// A toast comes after the server's answer: allow a slow machine more than the default second.
const TOAST_TIMEOUT = { timeout: 3000 };

/** The address the page is at, as the user's browser would show it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}
const address = () => screen.getByTestId('address').textContent;

const list = () => screen.getByRole('list', { name: 'Liste des expressions' });
const articles = () => within(list()).getAllByRole('article');
const pager = () => screen.getByRole('navigation', { name: 'Pagination' });

/** Answers the list from `all`, page by page, and records each request's query. */
function answerList(all: ReturnType<typeof expression>[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    apiHandler('get', '/api/expressions/paginated', PaginatedExpressionsSchema, ({ url }) => {
      queries.push(url.searchParams);
      const search = url.searchParams.get('search');
      const found = search ? all.filter((e) => e.expression?.includes(search)) : all;
      return expressionsPage(found, {
        page: Number(url.searchParams.get('page')),
        limit: Number(url.searchParams.get('limit')),
      });
    }),
  );
  return queries;
}

const renderPage = (route = '/expressions', language: 'fr' | 'en' = 'fr') =>
  renderWithApp(
    <>
      <ExpressionsPage canEdit />
      <Address />
    </>,
    {
      route,
      path: '/expressions',
      session: 'editor',
      language,
      otherRoutes: { '/expressions/new': <p>new expression form</p> },
    },
  );

const twentyFive = Array.from({ length: 25 }, (_, i) =>
  expression({ id: i + 1, expression: `Methali ${String(i + 1).padStart(2, '0')}` }),
);

describe('ExpressionsPage', () => {
  beforeEach(() => {
    // jsdom plays no sound: playback starts at once, as a browser's does once the file loads.
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  });
  afterEach(() => {
    stopAudio();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('pages 25 expressions by 20, then by 10, in the address', async () => {
    const queries = answerList(twentyFive);
    const { user } = await renderPage();

    expect(await screen.findByText('25 expressions', { exact: true })).toBeInTheDocument();
    expect(articles()).toHaveLength(20);
    expect(screen.getByText('Affichage de 1 à 20 sur 25')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Expressions par page' })).toHaveTextContent('20');
    expect(
      within(pager())
        .getAllByRole('link', { name: /^Page \d+$/ })
        .map((link) => link.textContent),
    ).toEqual(['1', '2']);
    expect(within(pager()).getByRole('button', { name: 'Précédent' })).toBeDisabled();

    await user.click(within(pager()).getByRole('link', { name: 'Suivant' }));
    expect(await screen.findByText('Affichage de 21 à 25 sur 25')).toBeInTheDocument();
    expect(address()).toBe('/expressions?page=2');
    expect(articles()).toHaveLength(5);
    expect(within(articles()[0]!).getByRole('heading')).toHaveTextContent('Methali 21');
    expect(within(pager()).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pager()).getByRole('button', { name: 'Suivant' })).toBeDisabled();
    expect(queries.at(-1)?.toString()).toBe('page=2&limit=20');

    // 10 per page: back to page 1, three pages.
    await user.click(screen.getByRole('combobox', { name: 'Expressions par page' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '10',
      '20',
      '50',
      '100',
    ]);
    await user.click(screen.getByRole('option', { name: '10' }));
    expect(await screen.findByText('Affichage de 1 à 10 sur 25')).toBeInTheDocument();
    expect(address()).toBe('/expressions?limit=10');
    expect(
      within(pager())
        .getAllByRole('link', { name: /^Page \d+$/ })
        .map((link) => link.textContent),
    ).toEqual(['1', '2', '3']);
    expect(queries.at(-1)?.toString()).toBe('page=1&limit=10');
  });

  it('shows cards when the address asks for them, and a one-letter search filters nothing', async () => {
    const queries = answerList(twentyFive);
    const { user } = await renderPage('/expressions?view=cards&limit=10');

    await screen.findByText('Affichage de 1 à 10 sur 25');
    expect(
      within(screen.getByRole('group', { name: 'Affichage' })).getByRole('button', {
        name: 'Cartes',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(articles()).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Liste' }));
    expect(address()).toBe('/expressions?limit=10');
    await user.click(screen.getByRole('button', { name: 'Cartes' }));
    expect(address()).toBe('/expressions?limit=10&view=cards');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une expression' }), 'x');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(address()).toBe('/expressions?limit=10&view=cards');
    expect(queries.every((query) => !query.has('search'))).toBe(true);
    expect(screen.getByText('25 expressions', { exact: true })).toBeInTheDocument();
  });

  it('says when a search finds nothing, and invites to create the first expression', async () => {
    answerList([]);
    const { user } = await renderPage('/expressions?q=zzq');
    expect(
      await screen.findByRole('heading', {
        name: 'Aucune expression trouvée pour cette recherche.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Créer une expression' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Rechercher une expression' }));
    // The search leaves the address once typing pauses; then the whole list is asked for.
    await waitFor(() => expect(address()).toBe('/expressions'));
    const none = 'Aucune expression pour le moment. Créez-en une pour commencer!';
    await screen.findByText(none);
    expect(screen.getByRole('heading', { name: none })).toBeInTheDocument();
    expect(screen.getByText('0 expressions', { exact: true })).toBeInTheDocument();
    const create = screen.getByRole('link', { name: 'Créer une expression' });
    expect(create).toHaveAttribute('href', '/expressions/new');
    await user.click(create);
    expect(await screen.findByText('new expression form')).toBeInTheDocument();
  });

  it("reads '(Sans texte)' for an expression with neither text nor local text, and names its buttons by its code", async () => {
    const untitled = expression({
      id: 7,
      code: 'EXP0007',
      expression: null,
      localText: null,
      description: 'Sans texte, seulement une description',
    });
    answerList([untitled]);
    await renderPage();

    const [row] = await within(
      await screen.findByRole('list', { name: 'Liste des expressions' }),
    ).findAllByRole('article');
    expect(within(row!).getByRole('heading')).toHaveTextContent('(Sans texte)');
    expect(row).toHaveTextContent('Sans texte, seulement une description');
    expect(
      within(row!).getByRole('button', { name: "Écouter l'audio 1 : (Sans texte) EXP0007" }),
    ).toBeInTheDocument();
    expect(
      within(row!).getByRole('button', { name: 'Supprimer (Sans texte) EXP0007' }),
    ).toBeInTheDocument();
    expect(
      within(row!).getByRole('link', { name: 'Modifier (Sans texte) EXP0007' }),
    ).toHaveAttribute('href', '/expressions/edit/7');
  });

  it('keeps the expression and says so when the delete fails', async () => {
    const text = 'Kosa la kufuta';
    answerList([expression({ id: 3, expression: text })]);
    server.use(
      apiError('delete', '/api/expressions/:id', 500, {
        code: 'INTERNAL',
        message: 'Internal Server Error',
      }),
    );
    const { user } = await renderPage();

    await user.click(await screen.findByRole('button', { name: `Supprimer ${text}` }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmer la suppression' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    const title = await screen.findByText(
      "Impossible de supprimer l'expression",
      {},
      TOAST_TIMEOUT,
    );
    expect(title.closest('li')).toHaveTextContent('Erreur interne du serveur');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(list()).getByRole('article', { name: text })).toBeInTheDocument();
  });

  it('plays one recording at a time in the whole list, and stops the playing one when clicked again', async () => {
    answerList([
      expression({
        id: 1,
        expression: 'kwanza',
        audio2Url: '/api/audio/files/expression-1-2.webm',
      }),
      expression({ id: 2, expression: 'pili' }),
    ]);
    const { user } = await renderPage();
    const firstA = await screen.findByRole('button', { name: "Écouter l'audio 1 : kwanza" });
    const firstB = screen.getByRole('button', { name: "Écouter l'audio 2 : kwanza" });
    const second = screen.getByRole('button', { name: "Écouter l'audio 1 : pili" });
    const pressed = () =>
      within(list())
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-pressed') === 'true');

    await user.click(firstA);
    await waitFor(() => expect(firstA).toHaveAttribute('aria-pressed', 'true'));
    await user.click(firstB);
    await waitFor(() => expect(firstB).toHaveAttribute('aria-pressed', 'true'));
    expect(firstA).toHaveAttribute('aria-pressed', 'false');
    await user.click(second);
    await waitFor(() => expect(second).toHaveAttribute('aria-pressed', 'true'));
    expect(pressed()).toEqual([second]);

    await user.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'false');
    expect(pressed()).toEqual([]);
  });

  it('shows five skeleton items while the list loads, cards in the cards view', async () => {
    server.use(apiPending('get', '/api/expressions/paginated'));
    const { container, unmount } = await renderPage('/expressions?view=cards');
    const loading = container.querySelector('[aria-busy="true"]')!;
    expect(loading.children).toHaveLength(5);
    for (const item of loading.children) expect(item).toHaveAttribute('data-slot', 'card');
    expect(screen.queryByRole('list', { name: 'Liste des expressions' })).not.toBeInTheDocument();
    unmount();

    const listView = await renderPage('/expressions');
    const rows = listView.container.querySelector('[aria-busy="true"]')!;
    expect(rows).toHaveAttribute('data-slot', 'card');
    expect(rows.children).toHaveLength(5);
  });

  it('speaks English when the interface does', async () => {
    answerList([expression({ id: 1, expression: 'Subira huvuta heri' })]);
    await renderPage('/expressions', 'en');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Expression dictionary' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Expression list' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New expression' })).toHaveAttribute(
      'href',
      '/expressions/new',
    );
  });
});
