/**
 * What the browse page's test files share: the API of a Swahili dictionary (its alphabet's letter
 * bar and its pages of words), a record of the requests made, and the page in a browser whose
 * address and Back button a test can read and press.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import type { ErrorBody } from '@shared/errors';
import { LetterCountSchema, PublicLanguageWordsSchema } from '@shared/schemas/alphabets';
import { LanguageSchema } from '@shared/schemas/languages';
import { PaginatedWordsSchema, WordLettersSchema, type WordEntry } from '@shared/schemas/words';
import {
  language,
  letterCounts,
  paginatedWords,
  SWAHILI_LETTERS,
  wordEntry,
} from '@client/test/factories/public';
import { renderWithApp, type RenderOptions } from '@client/test/render';
import { apiHandler, server } from '@client/test/server';
import { BrowsePage } from './browse-page';

/** Published words per letter; the others (b, dh, ...) have none. */
export const SWAHILI_COUNTS: Record<string, number> = {
  a: 12,
  ch: 3,
  d: 1,
  m: 40,
  "ng'": 2,
  ny: 5,
  w: 7,
  z: 1,
};

/** The words the API lists for a letter's page (in its order, which the page must keep). */
export type WordsAnswer = (query: { letter: string | null; page: number }) => {
  words: WordEntry[];
  total: number;
};

const words = (...spellings: string[]) =>
  spellings.map((localWord, i) => wordEntry({ id: 1000 + i, localWord }));

/** By default, two words on each page, named after the letter and the page. */
const someWords: WordsAnswer = ({ letter, page }) => ({
  words: words(`${letter ?? 'neno'}-${page}-a`, `${letter ?? 'neno'}-${page}-b`),
  total: 2,
});

/**
 * Swahili (id 1) with its alphabet, and every read /browse may make. A letter outside the
 * alphabet (`q`) is refused with a 400, as the API does.
 */
export function serveSwahili({ answer = someWords }: { answer?: WordsAnswer } = {}) {
  server.use(
    apiHandler('get', '/api/languages', z.array(LanguageSchema), [language()]),
    apiHandler(
      'get',
      '/api/public/languages/:id/letters',
      z.array(LetterCountSchema),
      letterCounts(SWAHILI_LETTERS, SWAHILI_COUNTS),
    ),
    // A letter the alphabet does not have; other letters fall through to the next handler.
    http.get('/api/public/languages/:id/words', ({ request }) => {
      if (new URL(request.url).searchParams.get('letter') !== 'q') return undefined;
      const body: ErrorBody = {
        code: 'BAD_REQUEST',
        message: "« q » n'est pas une lettre de l'alphabet de cette langue.",
      };
      return HttpResponse.json(body, { status: 400 });
    }),
    apiHandler('get', '/api/public/languages/:id/words', PublicLanguageWordsSchema, ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const { words, total } = answer({ letter: url.searchParams.get('letter'), page });
      return paginatedWords(words, { page, limit, total });
    }),
    // Across languages: the folded first letters and the progressive list.
    apiHandler('get', '/api/words/letters', WordLettersSchema, { letters: ['a', 'm', 'n'] }),
    apiHandler('get', '/api/words/paginated', PaginatedWordsSchema, ({ url }) =>
      paginatedWords(words(`${url.searchParams.get('letter') ?? 'tafuta'}-1`)),
    ),
  );
}

/** Every API request made from now until `stop()`: path and query, in order. */
export function recordRequests() {
  const requests: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    requests.push(url.pathname + url.search);
  };
  server.events.on('request:start', record);
  return { requests, stop: () => server.events.removeListener('request:start', record) };
}

/** The address the page is at, as the browser's address bar would show it. */
let currentAddress = '';
export const address = () => currentAddress;

/** The browser around the page: its address and its Back button. */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    currentAddress = `${location.pathname}${location.search}`;
  }, [location]);
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Page précédente du navigateur
    </button>
  );
}

export const renderBrowse = (route: string, options: RenderOptions = {}) =>
  renderWithApp(
    <>
      <BrowsePage />
      <Browser />
    </>,
    { route, path: '/browse', ...options },
  );
