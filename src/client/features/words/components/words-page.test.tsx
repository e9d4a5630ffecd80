import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PaginatedWordsSchema } from '@shared/schemas/words';
import { buildWord, buildWordsPage } from '@client/test/factories/words';
import { sessionUser } from '@client/test/render';
import { apiError, server } from '@client/test/server';
import { answerPage, expectToast, renderWords } from './words-page-test-helpers';
// The toast area's code, loaded up front: a toast then shows as soon as it is raised.
import '@client/components/ui/toaster';

// Paging, the page size and view, the search and the audio have files of their own beside this
// one (words-page-*.test.tsx).
describe('WordsPage', () => {
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
