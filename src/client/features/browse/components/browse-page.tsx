import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import type { WordEntry } from '@shared/schemas/words';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Skeleton } from '@client/components/ui/skeleton';
import { Spinner } from '@client/components/ui/spinner';
import { usePublicPageTitle } from '@client/lib/use-document-title';
import { useFormatNumber } from '@client/lib/use-format-number';
import { cn } from '@client/lib/utils';
import {
  idParam,
  parseBrowseParams,
  useBrowseWords,
  useLanguages,
  useWordLetters,
} from '../api/use-browse';
import { WordResultCard } from './word-result-card';

/**
 * /browse: `q` searches (folded, ranked by the shared search service), `language`
 * restricts to one language, `letter` lists a language's words by first letter in dictionary
 * order. Results come 20 at a time; the address holds the whole state, so it can be shared.
 */
export function BrowsePage() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const [params, setParams] = useSearchParams();
  const { rawQ, q, languageId, letter } = parseBrowseParams(params);

  const languages = useLanguages();
  const language = languages.data?.find((l) => l.id === languageId);
  const words = useBrowseWords({ q, languageId, letter });
  const letters = useWordLetters(languageId);

  const title = q
    ? t('browse.titleSearch', { q })
    : language
      ? t('browse.titleLanguage', { language: language.name })
      : t('browse.title');
  usePublicPageTitle({ page: 'browse', q, languageName: language?.name });

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  const pages = words.data?.pages ?? [];
  const entries = pages.flatMap((page) => page.data);
  // Hits found only through a typo come after the others, under a heading of their own.
  const exact = entries.filter((entry) => entry.match?.by !== 'approximate');
  const approximate = entries.filter((entry) => entry.match?.by === 'approximate');
  const total = pages[0]?.pagination.total;

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 md:py-12">
      <header className="grid gap-4">
        <h1 className="text-3xl font-bold tracking-tight break-words">{title}</h1>
        <BrowseSearch
          key={rawQ}
          initial={rawQ}
          onSearch={(text) => update({ q: text || undefined, letter: undefined })}
        />
        <div className="flex flex-wrap items-end gap-4">
          <LanguageFilter
            value={languageId}
            options={languages.data ?? []}
            onChange={(id) => update({ language: id ? String(id) : undefined, letter: undefined })}
          />
        </div>
        {!q && (letters.data?.letters.length ?? 0) > 0 && (
          <nav aria-label={t('browse.lettersLabel')}>
            <ul className="flex flex-wrap gap-1">
              <li>
                <LetterLink
                  to={{ letter: undefined }}
                  params={params}
                  current={!letter}
                  label={t('browse.allLetters')}
                />
              </li>
              {letters.data!.letters.map((l) => (
                <li key={l}>
                  <LetterLink
                    to={{ letter: l }}
                    params={params}
                    current={letter === l}
                    label={l.toLocaleUpperCase()}
                    ariaLabel={t('browse.letterLink', { letter: l.toLocaleUpperCase() })}
                  />
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>

      {words.isError ? (
        <div className="rounded-lg border border-dashed p-8 text-center" role="alert">
          <p>{t('browse.error')}</p>
          <Button variant="outline" className="mt-4" onClick={() => void words.refetch()}>
            {t('browse.retry')}
          </Button>
        </div>
      ) : words.isPending ? (
        <div className="grid gap-4" aria-busy="true" aria-label={t('browse.results')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-44 w-full" />
          ))}
        </div>
      ) : entries.length === 0 ? (
        <section className="rounded-lg border border-dashed p-10 text-center">
          <h2 className="text-xl font-semibold">{t('browse.empty')}</h2>
          <p className="mt-2 text-muted-foreground">{t('browse.emptyDescription')}</p>
          <Button asChild className="mt-6">
            <Link to="/">{t('browse.backHome')}</Link>
          </Button>
        </section>
      ) : (
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
                disabled={words.isFetchingNextPage}
                onClick={() => void words.fetchNextPage()}
              >
                {words.isFetchingNextPage && <Spinner />}
                {words.isFetchingNextPage ? t('browse.loadingMore') : t('browse.more')}
              </Button>
            </div>
          )}
        </section>
      )}
    </div>
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

function BrowseSearch({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    // action and method: the search still works before (or without) JavaScript.
    <form role="search" action="/browse" method="get" onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {t('browse.searchLabel')}
      </label>
      <Input
        id={id}
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('browse.searchPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        className="h-11"
      />
      <Button type="submit" className="h-11">
        <Search aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('browse.searchButton')}</span>
      </Button>
    </form>
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
        className="h-10 rounded-md border border-input bg-background px-3 text-sm ring-offset-background outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 dark:bg-input/30"
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

function LetterLink({
  to,
  params,
  current,
  label,
  ariaLabel,
}: {
  to: { letter: string | undefined };
  params: URLSearchParams;
  current: boolean;
  label: string;
  ariaLabel?: string;
}) {
  const next = new URLSearchParams(params);
  next.delete('q');
  if (to.letter) next.set('letter', to.letter);
  else next.delete('letter');
  const search = next.toString();
  return (
    <Link
      to={`/browse${search ? `?${search}` : ''}`}
      aria-current={current ? 'page' : undefined}
      aria-label={ariaLabel}
      className={cn(
        'inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-2 text-sm font-medium outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        current ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
      )}
    >
      {label}
    </Link>
  );
}
