import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { homographLabel } from '@shared/homograph';
import {
  expressionPath,
  generateLanguagePath,
  PAGES,
  publicExpressionsPath,
  wordPath,
} from '@shared/pages';
import {
  ExpressionAudioButtons,
  expressionSubtitle,
  expressionTitle,
} from '@client/components/dictionary/expression-item';
import { langTag } from '@client/components/dictionary/lang-tag';
import { WordSearchForm } from '@client/components/dictionary/word-search-form';
import { Skeleton } from '@client/components/ui/skeleton';
import { usePublicPageTitle } from '@client/lib/use-document-title';
import { useExpressionPage } from '../api/use-public-expressions';

/**
 * /expression/{id}-{slug}: a proverb or saying, its texts, meaning, recordings, the words it uses
 * (each a link to its page), its language (a link to the language's page) and locality. One that
 * visitors may not see is "not found" with the expressions' search box.
 */
export function ExpressionPageView({ id, slug }: { id: number | undefined; slug: string }) {
  const { t } = useTranslation();
  const page = useExpressionPage(id);
  const data = page.data;
  const expression = data?.expression;
  const title = expression ? expressionTitle(expression) : null;
  usePublicPageTitle(
    expression
      ? {
          page: 'expression',
          text: title ?? expression.code,
          languageName: expression.languageName,
        }
      : id === undefined || data === null
        ? { page: 'expression-not-found' }
        : undefined,
  );

  if (id === undefined || data === null) return <ExpressionNotFound />;
  // The server sends an old slug to the right one (301); in the browser, the same without a trip.
  if (data && expression && data.slug !== slug) {
    return <Navigate replace to={expressionPath(expression.id, data.slug)} />;
  }
  const lang = langTag(expression?.languageIsoCode);

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-8 md:py-12">
      <Link
        to={PAGES.publicExpressions.path}
        className="inline-flex min-h-11 w-fit items-center gap-2 rounded-sm text-sm text-muted-foreground outline-hidden hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('expressionsPage.backList')}
      </Link>
      {page.isPending ? (
        <div aria-busy="true" aria-label={t('expressionsPage.loading')} className="grid gap-4">
          <Skeleton className="h-12 w-2/3" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : page.isError || !expression || !data ? (
        <p role="alert" className="text-center">
          {t('expressionsPage.error')}
        </p>
      ) : (
        <article aria-labelledby="expression-title" className="grid gap-6">
          <header className="flex flex-wrap items-start justify-between gap-4">
            <h1
              id="expression-title"
              lang={title ? lang : undefined}
              className="min-w-0 text-3xl font-bold tracking-tight break-words md:text-4xl"
            >
              {title ?? t('expressionsPage.untitled')}
            </h1>
            <ExpressionAudioButtons expression={expression} />
            {expressionSubtitle(expression) && (
              <p lang={lang} className="w-full text-xl text-muted-foreground">
                {expressionSubtitle(expression)}
              </p>
            )}
          </header>
          <dl className="grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
            {expression.description && (
              <>
                <dt className="font-medium text-muted-foreground">
                  {t('expressionsPage.meaning')}
                </dt>
                <dd className="whitespace-pre-line">{expression.description}</dd>
              </>
            )}
            {expression.languageName && (
              <>
                <dt className="font-medium text-muted-foreground">
                  {t('expressionsPage.language')}
                </dt>
                <dd>
                  {data.languageCode ? (
                    <Link
                      to={generateLanguagePath(data.languageCode)}
                      className="inline-flex min-h-11 items-center font-medium underline-offset-4 outline-hidden hover:underline focus-visible:ring-2 focus-visible:ring-ring sm:min-h-0"
                    >
                      {expression.languageName}
                    </Link>
                  ) : (
                    expression.languageName
                  )}
                </dd>
              </>
            )}
            {expression.localityName && (
              <>
                <dt className="font-medium text-muted-foreground">
                  {t('expressionsPage.locality')}
                </dt>
                <dd>{expression.localityName}</dd>
              </>
            )}
          </dl>
          {expression.linkedWords.length > 0 && (
            <section aria-labelledby="expression-words" className="grid gap-3">
              <h2 id="expression-words" className="text-lg font-semibold">
                {t('expressionsPage.words')}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {expression.linkedWords.map((word) => (
                  <li key={word.id}>
                    <Link
                      to={wordPath(word.localWord)}
                      lang={langTag(word.languageIsoCode)}
                      className="inline-flex min-h-11 items-center rounded-md border px-3 font-medium outline-hidden hover:border-primary focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {homographLabel(word.localWord, word.homographNumber)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {expression.languageId !== null && expression.languageName && (
            <p>
              <Link
                to={publicExpressionsPath(expression.languageId)}
                className="inline-flex min-h-11 items-center text-sm underline-offset-4 outline-hidden hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {t('expressionsPage.moreOf', { language: expression.languageName })}
              </Link>
            </p>
          )}
        </article>
      )}
    </div>
  );
}

/** No such expression for visitors: say so, and offer the search. */
function ExpressionNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 md:py-12">
      <section aria-labelledby="expression-not-found" className="grid gap-6">
        <div className="text-center">
          <h1 id="expression-not-found" className="text-3xl font-bold">
            {t('expressionsPage.notFound')}
          </h1>
          <p className="mt-2 text-muted-foreground">{t('expressionsPage.notFoundDescription')}</p>
        </div>
        <WordSearchForm
          initial=""
          path={PAGES.publicExpressions.path}
          strings="expressionsPage"
          onSearch={(q) =>
            void navigate(
              q
                ? `${PAGES.publicExpressions.path}?${new URLSearchParams({ q })}`
                : PAGES.publicExpressions.path,
            )
          }
        />
      </section>
    </div>
  );
}
