import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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
});
