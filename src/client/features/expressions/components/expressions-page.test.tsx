import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopAudio } from '@client/lib/audio-player';
import { expression } from '@client/test/factories/expressions';
import { apiError, apiPending, server } from '@client/test/server';
import { answerList, list, playAtOnce, renderPage } from './expressions-page-test-helpers';
// The toast area's code, loaded up front: a toast then shows as soon as it is raised.
import '@client/components/ui/toaster';

// A toast comes after the server's answer: allow a slow machine more than the default second.
const TOAST_TIMEOUT = { timeout: 3000 };

// Paging and the search have files of their own beside this one (expressions-page-*.test.tsx).
describe('ExpressionsPage', () => {
  beforeEach(playAtOnce);
  afterEach(() => {
    stopAudio();
    vi.restoreAllMocks();
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
