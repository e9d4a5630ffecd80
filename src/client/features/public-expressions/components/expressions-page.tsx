import { useId } from 'react';
import { Link, useHref, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/schemas/languages';
import { PAGES } from '@shared/pages';
import { ExpressionItem } from '@client/components/dictionary/expression-item';
import { WordSearchForm } from '@client/components/dictionary/word-search-form';
import { PagedResults } from '@client/components/list/paged-results';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { queryKeys } from '@client/lib/query-keys';
import { usePublicPageTitle } from '@client/lib/use-document-title';
import { useFormatNumber } from '@client/lib/use-format-number';
import { cn } from '@client/lib/utils';
import { parsePublicExpressionsParams, usePublicExpressions } from '../api/use-public-expressions';

/**
 * /browse/expressions: the proverbs and sayings visitors may see, 20 a page. `q` searches them
 * (folded as the back office's search: tones and accents aside), `language` keeps one language's,
 * `page` is the page shown: the address holds it all, so it can be shared, reloaded and gone back
 * to. A plain GET form: it works before JavaScript.
 */
export function PublicExpressionsPage() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const [params, setParams] = useSearchParams();
  const parsed = parsePublicExpressionsParams(params);
  const { rawQ, q, languageId } = parsed;
  const expressions = usePublicExpressions(parsed);
  const languages = useQuery<Language[]>({ queryKey: queryKeys.languages });
  const language = languages.data?.find((l) => l.id === languageId);
  usePublicPageTitle({ page: 'expressions', q, languageName: language?.name });

  const title = q
    ? t('expressionsPage.titleSearch', { q })
    : language
      ? t('expressionsPage.titleLanguage', { language: language.name })
      : t('expressionsPage.title');

  /** Another search or language starts from its first page. */
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  const pageHref = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const search = next.toString();
    return `${PAGES.publicExpressions.path}${search ? `?${search}` : ''}`;
  };

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 md:py-12">
      <header className="grid gap-4">
        <h1 className="text-3xl font-bold tracking-tight break-words">{title}</h1>
        <WordSearchForm
          key={rawQ}
          initial={rawQ}
          tooShort={rawQ !== '' && !q}
          path={PAGES.publicExpressions.path}
          strings="expressionsPage"
          onSearch={(text) => update({ q: text || undefined })}
        />
        <LanguageChoice
          value={languageId}
          options={languages.data ?? []}
          q={q}
          onChange={(id) => update({ language: id ? String(id) : undefined })}
        />
      </header>
      <PagedResults
        query={expressions}
        loadErrorTitle={t('expressionsPage.error')}
        skeleton={
          <div className="grid gap-3" aria-busy="true" aria-label={t('expressionsPage.results')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-24 w-full" />
            ))}
          </div>
        }
        empty={
          <section className="rounded-lg border border-dashed p-10 text-center">
            <h2 className="text-xl font-semibold">{t('expressionsPage.empty')}</h2>
            <p className="mt-2 text-muted-foreground">{t('expressionsPage.emptyDescription')}</p>
            <Button asChild className="mt-6 h-11 sm:h-10">
              <Link to="/">{t('browse.backHome')}</Link>
            </Button>
          </section>
        }
        hrefFor={pageHref}
      >
        {(items, stale) => {
          const total = expressions.data?.pagination.total ?? 0;
          return (
            <section
              aria-labelledby="expressions-count"
              aria-busy={stale || undefined}
              className={cn('grid gap-4 transition-opacity', stale && 'opacity-60')}
            >
              <p id="expressions-count" className="text-sm text-muted-foreground">
                {t('expressionsPage.count', { count: total, formatted: formatNumber(total) })}
              </p>
              <ul className="grid gap-3" aria-label={t('expressionsPage.results')}>
                {items.map((expression) => (
                  <li key={expression.id}>
                    <ExpressionItem expression={expression} showLanguage={!languageId} />
                  </li>
                ))}
              </ul>
            </section>
          );
        }}
      </PagedResults>
    </div>
  );
}

/**
 * The language filter: a GET form of its own (the search kept), so it works without JavaScript;
 * with it, a choice applies at once.
 */
function LanguageChoice({
  value,
  options,
  q,
  onChange,
}: {
  value: number | undefined;
  options: { id: number; name: string }[];
  q: string;
  onChange: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const action = useHref(PAGES.publicExpressions.path);
  return (
    <form
      action={action}
      method="get"
      // With JavaScript a choice has applied already; the button is for pages without it.
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-wrap items-end gap-2"
    >
      {q && <input type="hidden" name="q" value={q} />}
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {t('expressionsPage.languageLabel')}
        </label>
        <select
          id={id}
          name="language"
          value={value ?? ''}
          onChange={(event) => {
            const n = Number(event.target.value);
            onChange(Number.isInteger(n) && n > 0 ? n : undefined);
          }}
          className="h-11 rounded-md border border-input bg-background px-3 text-sm ring-offset-background outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 sm:h-10 dark:bg-input/30"
        >
          <option value="">{t('expressionsPage.allLanguages')}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline" className="h-11 sm:h-10">
        {t('expressionsPage.apply')}
      </Button>
    </form>
  );
}
