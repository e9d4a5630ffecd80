import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LanguageSchema } from '@shared/schemas/languages';
import { PaginatedWordsSchema, WordLettersSchema, type WordEntry } from '@shared/schemas/words';
import type { SearchMatch } from '@shared/schemas/words';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { language, paginatedWords, wordEntry } from '@client/test/factories/public';
import { renderWithApp } from '@client/test/render';
import { apiHandler, server } from '@client/test/server';
import { BrowsePage } from './browse-page';

const hit = (id: number, localWord: string, match: SearchMatch): WordEntry => ({
  ...wordEntry({ id, localWord }),
  match,
});

/** What a search for "watu" finds: mtu by its plural, a word by its meaning, one by a typo. */
const results = [
  hit(1, 'mtu', { by: 'form', kind: 'plural', form: 'watu' }),
  hit(2, 'binadamu', { by: 'gloss' }),
  hit(3, 'wato', { by: 'approximate' }),
  hit(4, 'mutu', { by: 'form', kind: 'dialect', form: 'watu' }),
];

async function search(languageCode: 'fr' | 'en' = 'fr') {
  server.use(
    apiHandler('get', '/api/languages', z.array(LanguageSchema), [language()]),
    apiHandler('get', '/api/words/letters', WordLettersSchema, { letters: [] }),
    apiHandler('get', '/api/words/paginated', PaginatedWordsSchema, paginatedWords(results)),
  );
  return renderWithApp(
    <TooltipProvider>
      <BrowsePage />
    </TooltipProvider>,
    { route: '/browse?q=watu', path: '/browse', language: languageCode },
  );
}

const article = (list: HTMLElement, word: string) =>
  within(list).getByRole('link', { name: word }).closest('article') as HTMLElement;

describe('BrowsePage search results', () => {
  it('says how each word matched, and puts approximate matches last under their own heading', async () => {
    await search();

    const exact = await screen.findByRole('list', { name: 'Mots trouvés' });
    expect(article(exact, 'mtu')).toHaveTextContent('watu — pluriel de mtu');
    expect(within(article(exact, 'mtu')).getByText('watu')).toHaveAttribute('lang', 'und');
    expect(article(exact, 'mutu')).toHaveTextContent('watu — forme dialectale de mutu');
    expect(within(article(exact, 'binadamu')).getByText('par le sens')).toBeInTheDocument();
    expect(within(exact).queryByRole('link', { name: 'wato' })).toBeNull();

    const approximate = screen.getByRole('region', { name: 'Résultats approchants' });
    const list = within(approximate).getByRole('list', { name: 'Résultats approchants' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: 'wato' })).toBeInTheDocument();
    // After the exact matches in the page's order.
    expect(exact.compareDocumentPosition(approximate)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('speaks English when the interface does', async () => {
    await search('en');

    const exact = await screen.findByRole('list', { name: 'Words found' });
    expect(article(exact, 'mtu')).toHaveTextContent('watu — plural of mtu');
    expect(within(article(exact, 'binadamu')).getByText('by meaning')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Approximate matches' })).toBeInTheDocument();
  });
});
