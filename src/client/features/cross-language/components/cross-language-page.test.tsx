import { screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EquivalencesPageSchema } from '@shared/schemas/dictionary';
import { LanguageSchema } from '@shared/schemas/languages';
import { CrossLanguageRoute } from '@client/app/routes/admin/cross-language-route';
import { buildEquivalenceGroup } from '@client/test/factories/dictionary';
import { buildLanguage } from '@client/test/factories/words';
import { renderWithApp } from '@client/test/render';
import { apiHandler, server } from '@client/test/server';

/** The address the page is at, as the browser's address bar would show it. */
let currentAddress = '';
function AddressBar() {
  const location = useLocation();
  useEffect(() => {
    currentAddress = location.search;
  }, [location]);
  return null;
}

const swahili = { languageId: 1, language: 'Swahili', languageIsoCode: 'sw' };
const lingala = { languageId: 2, language: 'Lingala', languageIsoCode: 'ln' };

const GROUPS = {
  data: [
    buildEquivalenceGroup({
      french: { id: 1, word: 'eau' },
      english: { id: 2, word: 'water' },
      localWords: [
        { id: 10, word: 'maji', ...swahili },
        { id: 11, word: 'mái', ...lingala },
      ],
    }),
    buildEquivalenceGroup({
      french: { id: 3, word: 'chien' },
      localWords: [{ id: 12, word: 'mbwa', ...swahili }],
    }),
  ],
  pagination: { total: 2, totalPages: 1 },
  counters: { totalGroups: 2, multiLanguageGroups: 1, activeLanguages: 2 },
};

describe('the cross-language groups', () => {
  it('shows the counters and groups, and keeps the language filter and the search in the address', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      apiHandler('get', '/api/dictionary/equivalences', EquivalencesPageSchema, ({ url }) => {
        asked.push(url.searchParams);
        return GROUPS;
      }),
      apiHandler('get', '/api/languages', z.array(LanguageSchema), [
        buildLanguage({ id: 1, name: 'Swahili' }),
        buildLanguage({ id: 2, name: 'Lingala' }),
      ]),
    );
    const { user } = await renderWithApp(
      <>
        <CrossLanguageRoute />
        <AddressBar />
      </>,
      { route: '/cross-language', path: '/cross-language', session: 'admin' },
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Équivalences' })).toBeInTheDocument();
    expect(await screen.findByText('2 groupes', { exact: true })).toBeInTheDocument();
    const counters = screen.getByRole('region', { name: 'Compteurs' });
    expect(counters).toHaveTextContent(
      /^Groupes\s?2\s?Groupes multilingues\s?1\s?Langues actives\s?2$/,
    );

    const list = screen.getByRole('list', { name: 'Groupes d’équivalences' });
    // jsdom joins the parts of a name without the spaces a browser's layout puts between them.
    const water = within(list).getByRole('article', { name: /^eau\s?\/\s?water$/ });
    expect(within(water).getByText('maji')).toHaveAttribute('lang', 'sw');
    expect(within(water).getByText('2 langues')).toBeInTheDocument();
    expect(
      within(water).getByRole('link', { name: /^FR\s?Voir le mot français eau$/ }),
    ).toHaveAttribute('href', '/word/fr/1');
    expect(
      within(water).getByRole('link', { name: /^EN\s?Voir le mot anglais water$/ }),
    ).toHaveAttribute('href', '/word/en/2');
    expect(
      within(list).getByRole('article', { name: /^chien\s?\/\s?Non renseigné$/ }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Langue' }));
    await user.click(await screen.findByRole('option', { name: 'Lingala' }));
    expect(currentAddress).toBe('?language=2');
    await waitFor(() => expect(asked.at(-1)?.get('languageId')).toBe('2'));

    // A search keeps the filter.
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une équivalence' }), 'eau');
    await waitFor(() => expect(currentAddress).toBe('?q=eau&language=2'), { timeout: 5000 });
    await waitFor(() => expect(asked.at(-1)?.get('search')).toBe('eau'));
    expect(asked.at(-1)?.get('languageId')).toBe('2');
  });
});
