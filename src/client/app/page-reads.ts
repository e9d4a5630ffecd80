import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { PublicPageId } from '@shared/pages';
import {
  browsePages,
  browseWordsQuery,
  languageLettersQuery,
  languageListParams,
  languageWordsQuery,
  parseBrowseParams,
  wordLettersQuery,
} from '@client/features/browse/api/use-browse';
import { publicStatsQuery } from '@client/features/home/api/use-public-stats';
import {
  suggestionText,
  wordPageQuery,
  wordSuggestionsQuery,
} from '@client/features/word-page/api/use-word-page';
import { queryKeys } from '@client/lib/query-keys';
import {
  expressionPageQuery,
  parsePublicExpressionsParams,
  publicExpressionsQuery,
} from '@client/features/public-expressions/api/use-public-expressions';
import { languagePageQuery } from '@client/features/language-page/api/use-language-page';
import { parseExpressionParam } from '@shared/pages';

/** An address as the page reads it: its path's parameters (decoded) and its query. */
export interface PageLocation {
  params: Params;
  searchParams: URLSearchParams;
}

/**
 * The reads each public page (@shared/pages) shows, which the server makes before rendering it
 * (src/client/entry-server.tsx) so its HTML carries the content; the browser's cache starts from
 * them. The same query keys as the pages' own hooks, or hydration would read again. Only the
 * server imports this: the browser reads through the pages' hooks.
 */
export const PAGE_READS: Record<
  PublicPageId,
  (location: PageLocation, client: QueryClient) => Promise<unknown>[]
> = {
  home: (_location, client) => [
    client.prefetchQuery(publicStatsQuery),
    client.prefetchQuery({ queryKey: queryKeys.languages }),
  ],
  browse: ({ searchParams }, client) => {
    const params = parseBrowseParams(searchParams);
    const languages = client.prefetchQuery({ queryKey: queryKeys.languages });
    // A language without a search: its alphabet's letter bar and one page of its words.
    const list = languageListParams(params);
    if (list) {
      return [
        languages,
        client.prefetchQuery(languageLettersQuery(list.languageId)),
        client.prefetchQuery(languageWordsQuery(list)),
      ];
    }
    // A search (no letter bar), or every language with the folded letter bar; as many results
    // as the address says were loaded.
    return [
      languages,
      ...(params.q ? [] : [client.prefetchQuery(wordLettersQuery())]),
      client.prefetchInfiniteQuery({
        ...browseWordsQuery(params),
        pages: browsePages(params.shown),
      }),
    ];
  },
  word: ({ params }, client) => {
    const slug = params.slug ?? '';
    const page = wordPageQuery(slug);
    // A slug that names no word: the words the search suggests instead.
    const text = suggestionText(slug);
    return [
      client
        .prefetchQuery(page)
        .then(() =>
          client.getQueryData(page.queryKey) === null && text
            ? client.prefetchQuery(wordSuggestionsQuery(text))
            : undefined,
        ),
    ];
  },
  publicExpressions: ({ searchParams }, client) => [
    client.prefetchQuery({ queryKey: queryKeys.languages }),
    client.prefetchQuery(publicExpressionsQuery(parsePublicExpressionsParams(searchParams))),
  ],
  expression: ({ params }, client) => {
    const parsed = parseExpressionParam(params.idSlug);
    return parsed ? [client.prefetchQuery(expressionPageQuery(parsed.id))] : [];
  },
  language: ({ params }, client) => {
    const page = languagePageQuery(params.code ?? '');
    // Then its letter bar, once the page has said which language the code is.
    return [
      client.prefetchQuery(page).then(() => {
        const id = client.getQueryData(page.queryKey)?.language.id;
        return id === undefined ? undefined : client.prefetchQuery(languageLettersQuery(id));
      }),
    ];
  },
};
