import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DictionaryWordSchema } from '@shared/schemas/dictionary';
import { EnglishWordRoute, FrenchWordRoute } from '@client/app/routes/admin/dictionary-routes';
import { buildDictionaryWord, buildLocalEquivalent } from '@client/test/factories/dictionary';
import { renderWithApp } from '@client/test/render';
import { apiError, apiHandler, server } from '@client/test/server';

/** A French entry without a definition of its own: its English equivalent's stands in. */
const MAISON = buildDictionaryWord({
  id: 41,
  word: 'maison',
  partOfSpeech: 'nom',
  pronunciation: 'mɛ.zɔ̃',
  gender: 'f',
  fallbackDefinition: { text: 'A building where people live.', language: 'en' },
  equivalent: { id: 97, word: 'house', definition: 'A home.' },
  localEquivalents: [
    buildLocalEquivalent({
      id: 5,
      word: 'nyumba',
      notes: 'Aussi « maison familiale ».',
      expressions: ['Nyumba njema si mlango'],
      locality: 'Zanzibar',
      pronunciation: 'ˈɲumba',
    }),
    buildLocalEquivalent({ id: 6, word: 'ndáko', language: 'Lingala', languageIsoCode: 'ln' }),
  ],
});

const wordRoutes = (route: string, language: 'fr' | 'en' = 'fr') =>
  renderWithApp(<FrenchWordRoute />, {
    route,
    path: '/word/fr/:id',
    session: 'admin',
    language,
    otherRoutes: {
      '/word/en/:id': <EnglishWordRoute />,
      '/french-dictio': <p>french dictionary</p>,
      '/english-dictio': <p>english dictionary</p>,
    },
  });

describe('a reference dictionary word', () => {
  it('a French word without a definition shows the English one, labelled; its equivalents link', async () => {
    server.use(apiHandler('get', '/api/dictionary/french/word/41', DictionaryWordSchema, MAISON));
    const { unmount } = await wordRoutes('/word/fr/41');

    const heading = await screen.findByRole('heading', { level: 1, name: 'maison' });
    expect(heading).toHaveAttribute('lang', 'fr');
    await waitFor(() => expect(document.title).toMatch(/^maison — /));
    expect(screen.getByText('Mot français', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('féminin')).toBeInTheDocument();
    expect(screen.getByText('/mɛ.zɔ̃/')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Définition anglaise/ })).toBeInTheDocument();
    expect(screen.getByText('A building where people live.')).toHaveAttribute('lang', 'en');

    const equivalent = screen.getByRole('link', { name: /^house/ });
    expect(equivalent).toHaveAttribute('href', '/word/en/97');
    expect(within(equivalent).getByText('house', { exact: true })).toHaveAttribute('lang', 'en');

    expect(screen.getByText('2 mots locaux')).toBeInTheDocument();
    const locals = screen.getByRole('list', { name: 'Équivalents locaux' });
    const nyumba = within(locals).getByRole('article', { name: 'nyumba' });
    expect(within(nyumba).getByRole('heading', { name: 'nyumba' })).toHaveAttribute('lang', 'sw');
    for (const text of ['Swahili', 'Zanzibar', '/ˈɲumba/', 'Aussi « maison familiale ».']) {
      expect(nyumba).toHaveTextContent(text);
    }
    expect(within(nyumba).getByRole('list', { name: 'Expressions' })).toHaveTextContent(
      'Nyumba njema si mlango',
    );
    expect(
      within(within(locals).getByRole('article', { name: 'ndáko' })).getByRole('heading'),
    ).toHaveAttribute('lang', 'ln');
    unmount();

    // In English.
    await wordRoutes('/word/fr/41', 'en');
    expect(await screen.findByRole('heading', { name: /English definition/ })).toBeInTheDocument();
    expect(screen.getByText('2 local words')).toBeInTheDocument();
  });

  it('a word that cannot be read shows an error card with the way back', async () => {
    server.use(
      apiError('get', '/api/dictionary/english/word/5', 500, { code: 'INTERNAL', message: 'boom' }),
    );
    const { user } = await renderWithApp(<EnglishWordRoute />, {
      route: '/word/en/5',
      path: '/word/en/:id',
      session: 'admin',
      otherRoutes: { '/english-dictio': <p>english dictionary</p> },
    });
    const card = await screen.findByRole('alert', { name: 'Impossible de charger le mot' });
    expect(card).toHaveTextContent('Erreur interne du serveur. Réessayez plus tard.');
    expect(within(card).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    await user.click(within(card).getByRole('link', { name: 'Retour au dictionnaire anglais' }));
    expect(await screen.findByText('english dictionary')).toBeInTheDocument();
  });

  it('an id that is no number, or one the dictionary lacks, is a word not found', async () => {
    const first = await wordRoutes('/word/fr/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mot introuvable' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: 'Retour au dictionnaire français' }).at(-1),
    ).toHaveAttribute('href', '/french-dictio');
    first.unmount();

    server.use(
      apiError('get', '/api/dictionary/french/word/2147483647', 404, {
        code: 'NOT_FOUND',
        message: 'Mot introuvable',
      }),
    );
    const { user } = await wordRoutes('/word/fr/2147483647');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mot introuvable' }),
    ).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('alert')).getByRole('link', {
        name: 'Retour au dictionnaire français',
      }),
    );
    expect(await screen.findByText('french dictionary')).toBeInTheDocument();
  });
});
