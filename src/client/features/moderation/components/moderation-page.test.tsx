import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import '@client/components/ui/toaster';
import { WordEntrySchema } from '@shared/schemas/words';
import { wordEntry } from '@client/test/factories/public';
import { renderWithApp } from '@client/test/render';
import { apiHandler, server } from '@client/test/server';
import { ModerationPage } from './moderation-page';

const pending = wordEntry({
  id: 7,
  localWord: 'kosa',
  status: 'pending',
  submitterEmail: 'contributor@example.org',
});

describe('ModerationPage', () => {
  it('says when a review fails, and keeps the word pending', async () => {
    const reviews: unknown[] = [];
    server.use(
      apiHandler('get', '/api/words/pending', z.array(WordEntrySchema), [pending]),
      http.patch('/api/words/:id/status', async ({ request, params }) => {
        reviews.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ code: 'INTERNAL', message: 'boom' }, { status: 500 });
      }),
    );
    const { user } = await renderWithApp(<ModerationPage canModerate />, { session: 'editor' });

    const card = await screen.findByRole('article', { name: 'kosa' });
    await user.click(screen.getByRole('button', { name: 'Approuver kosa' }));

    expect(await screen.findByText('Impossible de mettre à jour le statut')).toBeInTheDocument();
    expect(reviews).toEqual([{ id: '7', body: { status: 'approved' } }]);
    expect(card).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approuver kosa' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Rejeter kosa' })).toBeEnabled();
  });

  it('is titled in English when the interface is', async () => {
    server.use(apiHandler('get', '/api/words/pending', z.array(WordEntrySchema), [pending]));
    await renderWithApp(<ModerationPage canModerate />, { session: 'editor', language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Moderation' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'kosa' })).toBeInTheDocument();
  });

  /** The pending list, and PATCH /status answered with the word so reviewed (its body kept). */
  function answerReviews(words = [pending]) {
    const reviews: unknown[] = [];
    server.use(
      apiHandler('get', '/api/words/pending', z.array(WordEntrySchema), words),
      http.patch('/api/words/:id/status', async ({ request }) => {
        const body = (await request.json()) as { status: 'approved' | 'rejected' };
        reviews.push(body);
        return HttpResponse.json(
          WordEntrySchema.parse({ ...pending, localWord: { ...pending.localWord, ...body } }),
        );
      }),
    );
    return reviews;
  }

  it('asks before rejecting, with an optional reason for the author, and sends it', async () => {
    const reviews = answerReviews();
    const { user } = await renderWithApp(<ModerationPage canModerate />, { session: 'editor' });
    await screen.findByRole('article', { name: 'kosa' });

    await user.click(screen.getByRole('button', { name: 'Rejeter kosa' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Rejeter « kosa » ?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Motif (facultatif)' });
    expect(reason).toHaveAttribute('maxlength', '500');
    expect(reason).toHaveAccessibleDescription(
      "Pour l'auteur : ce qu'il faudrait changer. 500 caractères au plus.",
    );
    // Cancel sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(reviews).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Rejeter kosa' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Motif (facultatif)' }),
      '  Le ton manque.  ',
    );
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Rejeter' }),
    );
    await vi.waitFor(() =>
      expect(reviews).toEqual([{ status: 'rejected', reason: 'Le ton manque.' }]),
    );
    expect(await screen.findByText('Le mot « kosa » a été rejeté.')).toBeInTheDocument();
  });

  it('rejects without a reason as before, and approves in one click', async () => {
    const reviews = answerReviews([
      pending,
      wordEntry({ id: 8, localWord: 'zuri', status: 'pending' }),
    ]);
    const { user } = await renderWithApp(<ModerationPage canModerate />, { session: 'admin' });
    await screen.findByRole('article', { name: 'kosa' });

    await user.click(screen.getByRole('button', { name: 'Rejeter kosa' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Rejeter' }),
    );
    await vi.waitFor(() => expect(reviews).toEqual([{ status: 'rejected' }]));
    await user.click(screen.getByRole('button', { name: 'Approuver zuri' }));
    await vi.waitFor(() => expect(reviews).toHaveLength(2));
    expect(reviews[1]).toEqual({ status: 'approved' });
  });

  it('shows why a reopened word was rejected, and leads to the rejected words', async () => {
    answerReviews([
      wordEntry({
        id: 9,
        localWord: 'nyoka',
        status: 'pending',
        rejectionReason: 'Précisez le sens.',
      }),
    ]);
    await renderWithApp(<ModerationPage canModerate />, { session: 'editor' });
    const card = await screen.findByRole('article', { name: 'nyoka' });
    expect(card).toHaveTextContent('Rejeté auparavant, motif : Précisez le sens.');
    expect(screen.getByRole('link', { name: 'Mots rejetés' })).toHaveAttribute(
      'href',
      '/words?status=rejected',
    );
  });
});
