import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DefinitionsCheckSchema, JobStatusSchema } from '@shared/schemas/dictionary';
import { DictionarySearchHitSchema } from '@shared/schemas/words';
import { completedJob } from '@client/test/factories/dictionary';
import { buildSearchHit } from '@client/test/factories/words';
import { apiError, apiHandler, server } from '@client/test/server';
import {
  answerThePage,
  expectToast,
  fakeTheClock,
  importButton,
  renderPage,
} from './dictionary-page-test-helpers';

// The import and the jobs already running have files of their own beside this one
// (dictionary-page-*.test.tsx).
describe('a reference dictionary page', () => {
  afterEach(() => vi.useRealTimers());

  it('the French check finds problematic definitions and the fix reports processed and errors', async () => {
    answerThePage('french');
    const fixes: unknown[] = [];
    server.use(
      apiHandler('get', '/api/dictionary/french/check-definitions', DefinitionsCheckSchema, {
        count: 2,
        words: [{ id: 11 }, { id: 12 }],
        missing: 31,
      }),
      apiHandler(
        'post',
        '/api/dictionary/french/sync-definitions',
        JobStatusSchema,
        completedJob({ jobId: 10, kind: 'sync-definitions', updatedCount: 5, errors: 0 }),
      ),
      apiHandler('post', '/api/dictionary/french/fix-definitions', JobStatusSchema, ({ body }) => {
        fixes.push(body);
        return completedJob({
          jobId: 9,
          kind: 'fix-definitions',
          imported: 2,
          total: 2,
          errors: 1,
          updatedCount: 1,
        });
      }),
    );
    const { user } = await renderPage('french');

    // Synchronised at once: the answer is the finished job.
    await user.click(await screen.findByRole('button', { name: 'Synchroniser les définitions' }));
    await expectToast('Définitions synchronisées', '5 définitions mises à jour · 0 erreurs');

    await user.click(screen.getByRole('button', { name: 'Vérifier les définitions' }));
    // The words without a definition are counted too, as the "Sans définition" card counts them.
    expect(
      await screen.findByText(
        '2 définitions à corriger. 31 mots sans définition : « Synchroniser les définitions » les complète depuis les sources.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Corriger les définitions' }));
    await waitFor(() => expect(fixes).toEqual([{ wordIds: [11, 12] }]));
    await expectToast('Correction terminée', '2 définitions traitées · 1 erreur');
  });

  it('failures say so: starts, synchronisations, fixes and refreshes; a failed search shows no hit', async () => {
    fakeTheClock();
    answerThePage('french');
    const boom = { code: 'INTERNAL', message: 'boom' } as const;
    server.use(
      apiError('post', '/api/dictionary/french/import-background', 500, boom),
      apiError('post', '/api/dictionary/french/sync-definitions', 500, boom),
      apiError('post', '/api/dictionary/french/fix-definitions', 500, boom),
      apiError('get', '/api/dictionary/french/search', 500, boom),
      apiHandler('get', '/api/dictionary/french/check-definitions', DefinitionsCheckSchema, {
        count: 1,
        words: [{ id: 1 }],
        missing: 0,
      }),
    );
    const { user } = await renderPage('french');
    await waitFor(() => expect(importButton()).toBeEnabled());

    await user.click(importButton());
    await expectToast(
      "Impossible de démarrer l'importation",
      'Erreur interne du serveur. Réessayez plus tard.',
    );
    await user.click(screen.getByRole('button', { name: 'Synchroniser les définitions' }));
    await expectToast('Impossible de synchroniser les définitions');
    await user.click(screen.getByRole('button', { name: 'Vérifier les définitions' }));
    expect(await screen.findByText('1 définition à corriger.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Corriger les définitions' }));
    await expectToast('Impossible de démarrer la correction des définitions');

    // A failed search is an empty list, silently.
    await user.type(
      screen.getByRole('searchbox', { name: 'Rechercher un mot français' }),
      'maison',
    );
    expect(
      await screen.findByText('Aucun résultat trouvé pour "maison"', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Mots trouvés' })).not.toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();

    // A refresh that fails.
    server.use(apiError('get', '/api/dictionary/french/count', 500, boom));
    await user.click(screen.getByRole('button', { name: 'Actualiser' }));
    await expectToast("Impossible d'actualiser les données");
  });

  it('contributors search the dictionary but see no import, sync or fix controls', async () => {
    fakeTheClock();
    answerThePage('french');
    server.use(
      apiHandler('get', '/api/dictionary/french/search', z.array(DictionarySearchHitSchema), [
        buildSearchHit({
          id: 41,
          word: 'maison',
          partOfSpeech: 'nom',
          equivalent: { id: 97, word: 'house', definition: null },
        }),
      ]),
    );
    const { user } = await renderPage('french', 'contributor');
    const search = screen.getByRole('searchbox', { name: 'Rechercher un mot français' });
    expect(
      screen.getByText(
        'Seuls les administrateurs et les éditeurs peuvent lancer les importations et les synchronisations.',
      ),
    ).toBeInTheDocument();
    for (const name of ['Importer', 'Synchroniser les définitions', 'Vérifier les définitions']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }

    await user.type(search, 'mai');
    const hits = await screen.findByRole('list', { name: 'Mots trouvés' }, { timeout: 5000 });
    const hit = within(hits).getByRole('link', { name: /maison/ });
    expect(hit).toHaveAttribute('href', '/word/fr/41');
    expect(within(hit).getByText('house')).toHaveAttribute('lang', 'en');
    // The keyboard reaches it from the search box.
    await user.tab();
    expect(hit).toHaveFocus();
  });
});
