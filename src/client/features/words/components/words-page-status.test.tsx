import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import '@client/components/ui/toaster';
import {
  PaginatedWordsSchema,
  WordEntrySchema,
  WordLettersSchema,
  type WordEntry,
} from '@shared/schemas/words';
import { buildWord, buildWordsPage } from '@client/test/factories/words';
import { apiHandler, server } from '@client/test/server';
import { address, expectToast, renderWords } from './words-page-test-helpers';

/**
 * The words list's API: a page of `words` counted as `total`, each request's query kept; the
 * letters (across languages) asked with their query kept.
 */
function answerApi(words: WordEntry[], total = words.length) {
  const asked: URLSearchParams[] = [];
  const letterReads: URLSearchParams[] = [];
  server.use(
    apiHandler('get', '/api/words/paginated', PaginatedWordsSchema, ({ url }) => {
      asked.push(url.searchParams);
      return buildWordsPage({ total, words });
    }),
    apiHandler('get', '/api/words/letters', WordLettersSchema, ({ url }) => {
      letterReads.push(url.searchParams);
      return { letters: ['m'] };
    }),
  );
  return { asked, letterReads };
}

const filters = () => screen.getByRole('group', { name: 'Filtres' });

describe('the words list’s status filter and count', () => {
  it('says the count is of every status, filters by one in the address, and counts that one', async () => {
    const api = answerApi([buildWord()], 128);
    const { user } = await renderWords({ session: 'editor' });
    expect(await screen.findByText('128 mots (tous statuts)')).toBeInTheDocument();
    expect(api.asked.at(-1)!.get('status')).toBeNull();

    await user.click(within(filters()).getByRole('combobox', { name: 'Statut' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Tous les statuts',
      'En attente',
      'Approuvé',
      'Rejeté',
    ]);
    await user.click(screen.getByRole('option', { name: 'Approuvé' }));
    expect(address()).toBe('/words?status=approved');
    await waitFor(() => expect(api.asked.at(-1)!.get('status')).toBe('approved'));
    expect(await screen.findByText('128 mots approuvés')).toBeInTheDocument();

    // The letter filter counts the letters of that status.
    await user.click(within(filters()).getByRole('combobox', { name: 'Lettre' }));
    await screen.findByRole('option', { name: 'M' });
    expect(api.letterReads.at(-1)!.get('status')).toBe('approved');
    await user.click(screen.getByRole('option', { name: 'M' }));
    expect(address()).toBe('/words?status=approved&letter=m');
    await waitFor(() => expect(api.asked.at(-1)!.get('letter')).toBe('m'));
    expect(api.asked.at(-1)!.get('status')).toBe('approved');

    await user.click(within(filters()).getByRole('button', { name: 'Effacer les filtres' }));
    expect(address()).toBe('/words');
    expect(await screen.findByText('128 mots (tous statuts)')).toBeInTheDocument();
  });

  it('starts from the address (a reload, a shared link), in English too', async () => {
    const api = answerApi([buildWord({ localWord: { status: 'rejected' } })], 1);
    await renderWords({ route: '/words?status=rejected&partOfSpeech=noun', language: 'en' });
    expect(await screen.findByText('1 rejected word')).toBeInTheDocument();
    expect(api.asked.at(-1)!.get('status')).toBe('rejected');
    expect(api.asked.at(-1)!.get('partOfSpeech')).toBe('noun');
    expect(
      within(screen.getByRole('group', { name: 'Filters' })).getByRole('combobox', {
        name: 'Status',
      }),
    ).toHaveTextContent('Rejected');
  });
});

describe('a rejected word in the list', () => {
  const rejected = buildWord({
    localWord: {
      id: 41,
      localWord: 'mbuzi',
      status: 'rejected',
      rejectionReason: 'Ajoutez le ton de la première syllabe.',
      pronunciation: 'm̩.bu.zi',
    },
  });

  it('shows its submitter why, without the way back to the queue', async () => {
    answerApi([rejected]);
    await renderWords({ session: 'contributor' });
    const card = await screen.findByRole('article', { name: 'mbuzi' });
    expect(card).toHaveTextContent('Rejeté');
    expect(card).toHaveTextContent('Motif du rejet : Ajoutez le ton de la première syllabe.');
    // The pronunciation stored bare reads once between slashes.
    expect(within(card).getByText('/m̩.bu.zi/')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Remettre en attente/ })).toBeNull();
  });

  it('lets a moderator put it back in the queue', async () => {
    answerApi([rejected]);
    const reopened: string[] = [];
    server.use(
      http.post('/api/words/:id/reopen', ({ params }) => {
        reopened.push(String(params.id));
        return HttpResponse.json(
          WordEntrySchema.parse({
            ...rejected,
            localWord: { ...rejected.localWord, status: 'pending' },
          }),
        );
      }),
    );
    const { user } = await renderWords({ session: 'editor' });
    const card = await screen.findByRole('article', { name: 'mbuzi' });
    await user.click(within(card).getByRole('button', { name: 'Remettre en attente « mbuzi »' }));
    await expectToast('Le mot « mbuzi » est de nouveau en attente de validation.');
    expect(reopened).toEqual(['41']);
  });

  it('says when it cannot go back to the queue', async () => {
    answerApi([rejected]);
    server.use(
      http.post('/api/words/:id/reopen', () =>
        HttpResponse.json(
          { code: 'WORD_DUPLICATE', message: 'Ce mot existe déjà dans cette langue.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = await renderWords({ session: 'admin' });
    const card = await screen.findByRole('article', { name: 'mbuzi' });
    await user.click(within(card).getByRole('button', { name: 'Remettre en attente « mbuzi »' }));
    await expectToast(
      'Impossible de remettre le mot en attente',
      'Ce mot existe déjà dans cette langue.',
    );
  });
});
