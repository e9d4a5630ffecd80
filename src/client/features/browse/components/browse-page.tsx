import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link, useNavigationType, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { defaultUpper } from '@shared/alphabet';
import type { PaginatedWords, WordEntry } from '@shared/schemas/words';
import { WordSearchForm } from '@client/components/dictionary/word-search-form';
import { PagedResults } from '@client/components/list/paged-results';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';
import { usePublicPageTitle } from '@client/lib/use-document-title';
import { useFormatNumber } from '@client/lib/use-format-number';
import { useScrollPlace } from '@client/lib/use-scroll-place';
import { cn } from '@client/lib/utils';
import {
  BROWSE_PAGE_SIZE,
  browsePages,
  idParam,
  languageListParams,
  parseBrowseParams,
  useBrowseWords,
  useLanguageLetters,
  useLanguages,
  useLanguageWords,
  useWordLetters,
} from '../api/use-browse';
import { LetterBar, type LetterChip } from '@client/components/dictionary/letter-bar';
import { WordResultCard } from './word-result-card';

/**
 * /browse: `q` searches (folded, ranked by the shared search service), 20 results at a time with
 * "more", `shown` counting the results loaded. `language` without a search lists that language
 * in its alphabet's order, `letter` (`ch`, `ng'`) one letter of it, with numbered pages (`page`);
 * across all languages, `letter` is a folded first letter and results come "more" at a time. The
 * address holds the whole state, so it can be shared, reloaded and gone back to, where the
 * visitor left it. A search too short to run says so rather than listing every word unexplained.
 */
export function BrowsePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const browse = parseBrowseParams(params);
  const { rawQ, q, languageId, letter, shown } = browse;
  const list = languageListParams(browse);

  const languages = useLanguages();
  const language = languages.data?.find((l) => l.id === languageId);
  const words = useBrowseWords({ q, languageId, letter }, list === undefined);
  const foldedLetters = useWordLetters(!q && languageId === undefined);
  const languageLetters = useLanguageLetters(list?.languageId);
  const languageWords = useLanguageWords(list);

  // A search's results come back as far as the address says they were loaded (`shown`), request
  // by request, as "more" loaded them.
  const wantedPages = browsePages(shown);
  const restoring =
    list === undefined &&
    !words.isError &&
    words.hasNextPage &&
    (words.data?.pages.length ?? 0) < wantedPages;
  const { isFetching, fetchNextPage } = words;
  useEffect(() => {
    if (restoring && !isFetching) void fetchNextPage();
  }, [restoring, isFetching, fetchNextPage]);
  // Back on this page, its place once its results are all there again.
  useScrollPlace(
    list
      ? languageWords.data !== undefined && !languageWords.isPlaceholderData
      : !words.isPending && !restoring,
  );

  const letters: LetterChip[] | undefined = q
    ? undefined
    : list
      ? languageLetters.data
      : foldedLetters.data?.letters.map((l) => ({ letter: l, upper: l.toLocaleUpperCase() }));
  const shownLetter =
    letter && (letters?.find((l) => l.letter === letter)?.upper ?? defaultUpper(letter));

  const title = q
    ? t('browse.titleSearch', { q })
    : language
      ? list && shownLetter
        ? t('browse.titleLetter', { language: language.name, letter: shownLetter })
        : t('browse.titleLanguage', { language: language.name })
      : t('browse.title');
  usePublicPageTitle({ page: 'browse', q, languageName: language?.name });

  /** Another search or language starts again from its first page. */
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    next.delete('shown');
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const href = (next: URLSearchParams) => {
    const search = next.toString();
    return `/browse${search ? `?${search}` : ''}`;
  };
  const letterHref = (to: string | undefined) => {
    const next = new URLSearchParams(params);
    next.delete('q');
    next.delete('page');
    next.delete('shown');
    if (to) next.set('letter', to);
    else next.delete('letter');
    return href(next);
  };
  const pageHref = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    return href(next);
  };

  // A page past the end (an old link, words unpublished since) moves to the last one.
  const totalPages = languageWords.data?.pagination.totalPages;
  const pastTheEnd =
    list !== undefined &&
    !languageWords.isPlaceholderData &&
    totalPages !== undefined &&
    totalPages > 0 &&
    list.page > totalPages;
  useEffect(() => {
    if (!pastTheEnd) return;
    const next = new URLSearchParams(params);
    next.set('page', String(totalPages));
    setParams(next, { replace: true });
    // Only the range matters; params and setParams are new at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pastTheEnd, totalPages]);

  /**
   * "More": the next results, and their count in the address in place of the current one, so
   * that Back (from a word) and a shared link bring them all back; no new history entry.
   */
  const showMore = (loaded: number, total: number) => {
    const next = new URLSearchParams(params);
    next.set('shown', String(Math.min(total, loaded + BROWSE_PAGE_SIZE)));
    setParams(next, { replace: true });
    void words.fetchNextPage();
  };

  // Another page from the pager (at the bottom) shows the top of its list, not its end.
  const results = useRef<HTMLDivElement>(null);
  const navigationType = useNavigationType();
  const shownPage = useRef(list?.page);
  useEffect(() => {
    if (shownPage.current === list?.page) return;
    shownPage.current = list?.page;
    if (navigationType === 'POP') return;
    const top = results.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) results.current?.scrollIntoView({ block: 'start' });
  }, [list?.page, navigationType]);

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 md:py-12">
      <header className="grid gap-4">
        <h1 className="text-3xl font-bold tracking-tight break-words">{title}</h1>
        <WordSearchForm
          key={rawQ}
          initial={rawQ}
          tooShort={rawQ !== '' && !q}
          onSearch={(text) => update({ q: text || undefined, letter: undefined })}
        />
        <div className="flex flex-wrap items-end gap-4">
          <LanguageFilter
            value={languageId}
            options={languages.data ?? []}
            onChange={(id) => update({ language: id ? String(id) : undefined, letter: undefined })}
          />
        </div>
        {letters && letters.length > 0 && (
          <LetterBar letters={letters} current={letter} hrefFor={letterHref} />
        )}
      </header>

      <div ref={results} className="grid scroll-mt-4 gap-4">
        {list ? (
          <LanguageResults
            query={languageWords}
            letter={letter}
            languageName={language?.name}
            allHref={letterHref(undefined)}
            hrefFor={pageHref}
          />
        ) : (
          <ProgressiveResults
            words={words}
            loadingMore={words.isFetchingNextPage || restoring}
            onMore={showMore}
          />
        )}
      </div>
    </div>
  );
}

function ResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4" aria-busy="true" aria-label={t('browse.results')}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-44 w-full" />
      ))}
    </div>
  );
}

/** Nothing to list: why, and a way on. */
function EmptyResults({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-dashed p-10 text-center">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-muted-foreground">{description}</p>
      <div className="mt-6">{action}</div>
    </section>
  );
}

/** A language's words, one numbered page at a time, in the order of its alphabet. */
function LanguageResults({
  query,
  letter,
  languageName,
  allHref,
  hrefFor,
}: {
  query: UseQueryResult<PaginatedWords>;
  letter: string | undefined;
  languageName: string | undefined;
  /** The language's words, every letter. */
  allHref: string;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const allWords = (
    <Button asChild variant="outline" className="h-11 sm:h-10">
      <Link to={allHref}>
        {languageName ? t('browse.allWordsOf', { language: languageName }) : t('browse.allLetters')}
      </Link>
    </Button>
  );
  // An old link, or an alphabet changed since: the letter bar above still leads on.
  if (letter && query.error instanceof ApiError && query.error.status === 400) {
    return (
      <EmptyResults
        title={t('browse.letterUnknown')}
        description={t('browse.letterUnknownDescription', { letter })}
        action={allWords}
      />
    );
  }
  return (
    <PagedResults
      query={query}
      loadErrorTitle={t('browse.error')}
      skeleton={<ResultsSkeleton />}
      empty={
        <EmptyResults
          title={t('browse.empty')}
          description={
            letter ? t('browse.letterEmptyDescription') : t('browse.languageEmptyDescription')
          }
          action={
            letter ? (
              allWords
            ) : (
              <Button asChild className="h-11 sm:h-10">
                <Link to="/">{t('browse.backHome')}</Link>
              </Button>
            )
          }
        />
      }
      hrefFor={hrefFor}
    >
      {(entries, stale) => {
        const total = query.data?.pagination.total ?? 0;
        return (
          <section
            aria-labelledby="browse-count"
            aria-busy={stale || undefined}
            className={cn('grid gap-4 transition-opacity', stale && 'opacity-60')}
          >
            <p id="browse-count" className="text-sm text-muted-foreground">
              {t('browse.count', { count: total, formatted: formatNumber(total) })}
            </p>
            <ResultList entries={entries} label={t('browse.results')} />
          </section>
        );
      }}
    </PagedResults>
  );
}

/** A search, or every language's words: 20 at a time, then "more". */
function ProgressiveResults({
  words,
  loadingMore,
  onMore,
}: {
  words: ReturnType<typeof useBrowseWords>;
  /** The next results are on their way ("more", or those the address asks back). */
  loadingMore: boolean;
  onMore: (loaded: number, total: number) => void;
}) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const pages = words.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.data);
  // Hits found only through a typo come after the others, under a heading of their own.
  const exact = entries.filter((entry) => entry.match?.by !== 'approximate');
  const approximate = entries.filter((entry) => entry.match?.by === 'approximate');
  const total = pages[0]?.pagination.total;

  if (words.isError) {
    return (
      <div className="rounded-lg border border-dashed p-8 text-center" role="alert">
        <p>{t('browse.error')}</p>
        <Button
          variant="outline"
          className="mt-4 h-11 sm:h-10"
          onClick={() => void words.refetch()}
        >
          {t('browse.retry')}
        </Button>
      </div>
    );
  }
  if (words.isPending) return <ResultsSkeleton />;
  if (entries.length === 0) {
    return (
      <EmptyResults
        title={t('browse.empty')}
        description={t('browse.emptyDescription')}
        action={
          <Button asChild className="h-11 sm:h-10">
            <Link to="/">{t('browse.backHome')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <section aria-labelledby="browse-count" className="grid gap-4">
      <p id="browse-count" className="text-sm text-muted-foreground" aria-live="polite">
        {t('browse.count', { count: total ?? 0, formatted: formatNumber(total ?? 0) })}
      </p>
      {exact.length > 0 && <ResultList entries={exact} label={t('browse.results')} />}
      {approximate.length > 0 && (
        <section aria-labelledby="browse-approximate" className="grid gap-4">
          <h2 id="browse-approximate" className="mt-2 text-lg font-semibold">
            {t('browse.approximate')}
          </h2>
          <ResultList entries={approximate} label={t('browse.approximate')} />
        </section>
      )}
      {words.hasNextPage && (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-muted-foreground">
            {t('browse.showing', {
              shown: formatNumber(entries.length),
              total: formatNumber(total ?? 0),
            })}
          </p>
          <Button
            variant="outline"
            className="h-11 sm:h-10"
            disabled={loadingMore}
            onClick={() => onMore(entries.length, total ?? 0)}
          >
            {loadingMore && <Spinner />}
            {loadingMore ? t('browse.loadingMore') : t('browse.more')}
          </Button>
        </div>
      )}
    </section>
  );
}

function ResultList({ entries, label }: { entries: WordEntry[]; label: string }) {
  return (
    <ul className="grid gap-4" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.localWord.id}>
          <WordResultCard entry={entry} />
        </li>
      ))}
    </ul>
  );
}

function LanguageFilter({
  value,
  options,
  onChange,
}: {
  value: number | undefined;
  options: { id: number; name: string }[];
  onChange: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('browse.languageLabel')}
      </label>
      <select
        id={id}
        name="language"
        value={value ?? ''}
        onChange={(event) => onChange(idParam(event.target.value))}
        className="h-11 rounded-md border border-input sm:h-10 bg-background px-3 text-sm ring-offset-background outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 dark:bg-input/30"
      >
        <option value="">{t('browse.allLanguages')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
