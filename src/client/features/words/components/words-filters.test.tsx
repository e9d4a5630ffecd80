import { screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LanguageSchema } from '@shared/schemas/languages';
import { NounClassSchema } from '@shared/schemas/lexicon';
import { PaginatedWordsSchema, WordLettersSchema, type WordEntry } from '@shared/schemas/words';
import { WordsRoute } from '@client/app/routes/admin/words-route';
import { TooltipProvider } from '@client/components/ui/tooltip';
import {
  buildDictionaryEntry,
  buildLanguage,
  buildWord,
  buildWordsPage,
} from '@client/test/factories/words';
import { renderWithApp, type RenderOptions } from '@client/test/render';
import { apiHandler, server } from '@client/test/server';
import { readWordFilters, wordFilterParams } from './words-filters';

/** The address the list is at, as the browser's address bar would show it. */
let address = '';
function AddressProbe() {
  const location = useLocation();
  useEffect(() => {
    address = `${location.pathname}${location.search}`;
  }, [location]);
  return null;
}

const renderWords = (options: RenderOptions = {}) =>
  renderWithApp(
    <TooltipProvider>
      <WordsRoute />
      <AddressProbe />
    </TooltipProvider>,
    { route: '/words', path: '/words', session: 'editor', ...options },
  );

/**
 * The API: `words` (each request's query kept; `total` of them in all), two languages, Swahili's
 * noun classes, the letters of Swahili's alphabet that have words and, across languages, the
 * folded first letters (each language asked for kept).
 */
function answerApi(words: WordEntry[] = [buildWord()], total = words.length) {
  const asked: URLSearchParams[] = [];
  const languageReads: string[] = [];
  const letterReads: (string | null)[] = [];
  server.use(
    apiHandler('get', '/api/words/letters', WordLettersSchema, ({ url }) => {
      const languageId = url.searchParams.get('languageId');
      letterReads.push(languageId);
      if (languageId !== '1') return { letters: ['a', 'm', 'n'] };
      // Swahili's alphabet (part of it): every letter with its count, b and ch without words.
      const counts = [
        { letter: 'a', upper: 'A', count: 3 },
        { letter: 'b', upper: 'B', count: 0 },
        { letter: 'ch', upper: 'Ch', count: 1 },
        { letter: 'm', upper: 'M', count: 40 },
        { letter: "ng'", upper: "Ng'", count: 2 },
        { letter: 'ny', upper: 'Ny', count: 5 },
      ];
      return { letters: counts.filter((c) => c.count > 0).map((c) => c.letter), counts };
    }),
    apiHandler('get', '/api/words/paginated', PaginatedWordsSchema, ({ url }) => {
      asked.push(url.searchParams);
      return buildWordsPage({ page: Number(url.searchParams.get('page')), total, words });
    }),
    apiHandler('get', '/api/languages', z.array(LanguageSchema), ({ url }) => {
      languageReads.push(url.pathname);
      return [buildLanguage({ id: 1, name: 'Swahili' }), buildLanguage({ id: 2, name: 'Lingala' })];
    }),
    apiHandler('get', '/api/languages/:id/noun-classes', z.array(NounClassSchema), ({ params }) =>
      params.id === '1'
        ? [
            { number: '1', label: 'm-/mw-', pluralNumber: '2' },
            { number: '2', label: 'wa-', pluralNumber: null },
            { number: '7', label: 'ki-/ch-', pluralNumber: '8' },
          ]
        : [],
    ),
  );
  /** The filters of the last words request. */
  const lastFilters = () => {
    const params = asked.at(-1)!;
    return ['languageId', 'partOfSpeech', 'nounClass', 'page'].map((name) => params.get(name));
  };
  return { asked, languageReads, letterReads, lastFilters };
}

const filters = () => screen.getByRole('group', { name: 'Filtres' });
const choose = async (
  user: Awaited<ReturnType<typeof renderWords>>['user'],
  combobox: string,
  option: string,
) => {
  await user.click(within(filters()).getByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('the words list filters', () => {
  it('filter by part of speech, language and noun class, in the address and the request', async () => {
    const api = answerApi([buildWord()], 45);
    const { user } = await renderWords({ route: '/words?page=2' });
    await screen.findByRole('list', { name: 'Liste des mots' });
    // The languages are read only when their filter opens.
    expect(api.languageReads).toEqual([]);
    expect(
      within(filters()).queryByRole('combobox', { name: 'Classe nominale' }),
    ).not.toBeInTheDocument();

    // A filter goes back to page 1.
    await choose(user, 'Nature', 'nom');
    expect(address).toBe('/words?partOfSpeech=noun');
    await waitFor(() => expect(api.lastFilters()).toEqual([null, 'noun', null, '1']));

    await choose(user, 'Langue', 'Swahili');
    expect(address).toBe('/words?language=1&partOfSpeech=noun');
    await waitFor(() => expect(api.lastFilters()).toEqual(['1', 'noun', null, '1']));

    // Swahili's classes, each with its label.
    await user.click(await within(filters()).findByRole('combobox', { name: 'Classe nominale' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Toutes les classes',
      'classe 1 (m-/mw-)',
      'classe 2 (wa-)',
      'classe 7 (ki-/ch-)',
    ]);
    await user.click(screen.getByRole('option', { name: 'classe 7 (ki-/ch-)' }));
    expect(address).toBe('/words?language=1&partOfSpeech=noun&nounClass=7');
    await waitFor(() => expect(api.lastFilters()).toEqual(['1', 'noun', '7', '1']));

    expect(api.languageReads).toEqual(['/api/languages']);

    await user.click(within(filters()).getByRole('button', { name: 'Effacer les filtres' }));
    expect(address).toBe('/words');
    await waitFor(() => expect(api.lastFilters()).toEqual([null, null, null, '1']));
  });

  it('start from the address, and say when no word matches them', async () => {
    const api = answerApi([]);
    await renderWords({ route: '/words?language=1&partOfSpeech=verb&nounClass=2' });

    expect(
      await screen.findByRole('heading', { name: 'Aucun mot ne correspond à ces filtres' }),
    ).toBeInTheDocument();
    expect(api.asked).toHaveLength(1);
    expect(api.lastFilters()).toEqual(['1', 'verb', '2', '1']);
    await waitFor(() =>
      expect(within(filters()).getByRole('combobox', { name: 'Langue' })).toHaveTextContent(
        'Swahili',
      ),
    );
    expect(within(filters()).getByRole('combobox', { name: 'Nature' })).toHaveTextContent('verbe');
    expect(
      await within(filters()).findByRole('combobox', { name: 'Classe nominale' }),
    ).toHaveTextContent('classe 2 (wa-)');
  });
});

describe('the filters in the address', () => {
  const none = {
    languageId: null,
    status: null,
    letter: null,
    partOfSpeech: null,
    nounClass: null,
    outsideAlphabet: false,
  };
  const read = (query: string) => {
    const params = new URLSearchParams(query);
    return readWordFilters((name) => params.get(name));
  };

  it('drop the noun class and the letter when the language changes or is missing', () => {
    expect(wordFilterParams({ languageId: 2 })).toEqual({
      language: '2',
      letter: null,
      nounClass: null,
    });
    expect(wordFilterParams({ languageId: null })).toEqual({
      language: null,
      letter: null,
      nounClass: null,
    });
    expect(wordFilterParams({ nounClass: '7' })).toEqual({ nounClass: '7' });
    expect(read('language=1&partOfSpeech=noun&nounClass=9a')).toEqual({
      ...none,
      languageId: 1,
      partOfSpeech: 'noun',
      nounClass: '9a',
    });
    expect(read('nounClass=1&partOfSpeech=nom')).toEqual(none);
    expect(read('language=x&nounClass=1')).toEqual(none);
  });

  it('take a letter of an alphabet only with its language, and the outside-alphabet flag', () => {
    expect(read("language=1&letter=ng'&outsideAlphabet=true")).toEqual({
      ...none,
      languageId: 1,
      letter: "ng'",
      outsideAlphabet: true,
    });
    // Across languages, one folded first letter.
    expect(read('letter=m')).toEqual({ ...none, letter: 'm' });
    expect(read('letter=ch&outsideAlphabet=yes')).toEqual(none);
    expect(read('language=1&letter=a%20b')).toEqual({ ...none, languageId: 1 });
    expect(wordFilterParams({ letter: 'ch', outsideAlphabet: false })).toEqual({
      letter: 'ch',
      outsideAlphabet: null,
    });
  });
});

describe('the letter and spelling filters', () => {
  it('offer the chosen language’s letters, and the words spelled outside their alphabet', async () => {
    const api = answerApi([buildWord()], 45);
    const { user } = await renderWords();
    await screen.findByRole('list', { name: 'Liste des mots' });
    await choose(user, 'Langue', 'Swahili');
    // The letters are read when their filter opens: Swahili's, in its alphabet's order.
    expect(api.letterReads).toEqual([]);

    await user.click(within(filters()).getByRole('combobox', { name: 'Lettre' }));
    // Every letter with its count; a letter without words cannot be chosen.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Toutes les lettres',
      'A (3 mots)',
      'B (0 mot)',
      'Ch (1 mot)',
      'M (40 mots)',
      "Ng' (2 mots)",
      'Ny (5 mots)',
    ]);
    expect(screen.getByRole('option', { name: 'B (0 mot)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: "Ng' (2 mots)" }));
    expect(address).toBe('/words?language=1&letter=ng%27');
    await waitFor(() => expect(api.asked.at(-1)!.get('letter')).toBe("ng'"));
    expect(api.letterReads).toEqual(['1']);

    await user.click(
      within(filters()).getByRole('checkbox', { name: 'Orthographe hors de l’alphabet' }),
    );
    expect(address).toBe('/words?language=1&letter=ng%27&outsideAlphabet=true');
    await waitFor(() => expect(api.asked.at(-1)!.get('outsideAlphabet')).toBe('true'));
    expect(api.asked.at(-1)!.get('languageId')).toBe('1');

    // Another language's alphabet has other letters: the letter goes, the flag stays.
    await choose(user, 'Langue', 'Lingala');
    expect(address).toBe('/words?language=2&outsideAlphabet=true');
    await waitFor(() => expect(api.asked.at(-1)!.get('languageId')).toBe('2'));
    expect(api.asked.at(-1)!.get('letter')).toBeNull();
    expect(api.asked.at(-1)!.get('outsideAlphabet')).toBe('true');
  });

  it('start from the address, across languages', async () => {
    const api = answerApi([]);
    await renderWords({ route: '/words?letter=m&outsideAlphabet=true' });

    expect(
      await screen.findByRole('heading', { name: 'Aucun mot ne correspond à ces filtres' }),
    ).toBeInTheDocument();
    expect(api.asked.at(-1)!.get('letter')).toBe('m');
    expect(api.asked.at(-1)!.get('outsideAlphabet')).toBe('true');
    await waitFor(() =>
      expect(within(filters()).getByRole('combobox', { name: 'Lettre' })).toHaveTextContent(/^M$/),
    );
    expect(api.letterReads).toEqual([null]);
    expect(
      within(filters()).getByRole('checkbox', { name: 'Orthographe hors de l’alphabet' }),
    ).toBeChecked();
  });
});

describe('a word of the list', () => {
  const sense = (id: number, french: string) => ({
    id,
    frenchWord: buildDictionaryEntry({ word: french }),
    englishWord: null,
    frenchDefinition: null,
    englishDefinition: null,
    semanticDomain: null,
    examples: [],
  });
  const words = [
    buildWord({
      localWord: { localWord: 'kaa', homographNumber: 1, partOfSpeech: 'noun', nounClass: '9' },
      senses: [sense(1, 'crabe'), sense(2, 'tourteau'), sense(3, 'cancer')],
    }),
    buildWord({ localWord: { localWord: 'kaa', homographNumber: 2, partOfSpeech: 'verb' } }),
  ];

  it('shows its homograph number, part of speech and number of senses when more than one', async () => {
    answerApi(words);
    await renderWords();

    const crab = await screen.findByRole('article', { name: 'kaa₁' });
    expect(crab).toHaveTextContent('nom');
    expect(crab).toHaveTextContent('3 sens');
    expect(within(crab).getByRole('link', { name: 'Modifier kaa₁' })).toBeInTheDocument();
    const sit = screen.getByRole('article', { name: 'kaa₂' });
    expect(sit).toHaveTextContent('verbe');
    expect(sit).not.toHaveTextContent(/\bsens\b/);
  });

  it('warns of the characters outside its language’s alphabet', async () => {
    answerApi([
      buildWord({ localWord: { localWord: 'qahawa', outsideAlphabet: ['q'] } }),
      buildWord({ localWord: { localWord: 'kahawa' } }),
    ]);
    await renderWords();

    const outside = await screen.findByRole('article', { name: 'qahawa' });
    expect(outside).toHaveTextContent('Hors alphabet : q');
    expect(within(outside).getByTitle(/^Caractères hors de l’alphabet de la langue/)).toBeVisible();
    expect(screen.getByRole('article', { name: 'kahawa' })).not.toHaveTextContent('Hors alphabet');
  });

  it('reads in English', async () => {
    answerApi(words);
    await renderWords({ language: 'en' });

    const crab = await screen.findByRole('article', { name: 'kaa₁' });
    expect(crab).toHaveTextContent('noun');
    expect(crab).toHaveTextContent('3 senses');
    expect(screen.getByRole('article', { name: 'kaa₂' })).toHaveTextContent('verb');
    expect(
      within(screen.getByRole('group', { name: 'Filters' })).getByRole('combobox', {
        name: 'Part of speech',
      }),
    ).toHaveTextContent('All parts of speech');
  });
});
