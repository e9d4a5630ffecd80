import type { ReactNode } from 'react';
import { ArrowLeft, ArrowRight, Languages, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DictionarySide, DictionaryWord, LocalEquivalent } from '@shared/schemas/dictionary';
import { dictionaryPagePath, dictionaryWordPath } from '@shared/pages';
import { langTag } from '@client/components/dictionary/lang-tag';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiError } from '@client/lib/api-client';
import { useErrorMessage } from '@client/lib/error-message';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { useFormatNumber } from '@client/lib/use-format-number';
import { useDictionaryWord } from '../api/dictionary-queries';
import { otherSide, sideLabels, sideLang } from './side-labels';
import { ipaForDisplay } from '@shared/ipa';

/**
 * /word/fr/{id} and /word/en/{id}: the entry, its equivalent in
 * the other dictionary (a link to its page) and the local words that use it. A French entry
 * without a definition shows its English equivalent's, labelled as English. On failure, an error
 * card with a way back.
 */
export function DictionaryWordPage({ side, id }: { side: DictionarySide; id: number | undefined }) {
  const { t } = useTranslation();
  const back = { to: dictionaryPagePath(side), label: t(sideLabels(side).back) };
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <Button asChild variant="ghost" size="sm" className="-ml-3 justify-self-start">
        <Link to={back.to}>
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Link>
      </Button>
      {id === undefined ? (
        <WordError side={side} error={new ApiError(404, '', undefined)} back={back} />
      ) : (
        <LoadedWord side={side} id={id} back={back} />
      )}
    </div>
  );
}

interface Back {
  to: string;
  label: string;
}

function LoadedWord({ side, id, back }: { side: DictionarySide; id: number; back: Back }) {
  const { t } = useTranslation();
  const word = useDictionaryWord(side, id);
  if (word.isError) {
    return (
      <WordError side={side} error={word.error} back={back} onRetry={() => void word.refetch()} />
    );
  }
  if (!word.data) {
    return (
      <div
        aria-busy="true"
        aria-label={t('referenceDictionary.word.loading')}
        className="grid gap-4"
      >
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  return <WordEntry side={side} word={word.data} />;
}

/** The error card: not found, or the reason, with the way back and, if worth it, retry. */
function WordError({
  side,
  error,
  back,
  onRetry,
}: {
  side: DictionarySide;
  error: unknown;
  back: Back;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const notFound = error instanceof ApiError && error.status === 404;
  const title = notFound
    ? t('referenceDictionary.word.notFound')
    : t('referenceDictionary.word.loadError');
  useDocumentTitle(title);
  return (
    <Card role="alert" aria-labelledby="dictionary-word-error" className="border-destructive/50">
      <CardHeader>
        <CardTitle asChild className="text-xl">
          <h1 id="dictionary-word-error">{title}</h1>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-muted-foreground">
          {notFound ? t('referenceDictionary.word.notFoundDescription') : errorMessage(error)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={back.to} data-testid={`back-to-${side}`}>
              <ArrowLeft aria-hidden="true" />
              {back.label}
            </Link>
          </Button>
          {!notFound && onRetry && (
            <Button variant="outline" onClick={onRetry}>
              {t('common.retry')}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function WordEntry({ side, word }: { side: DictionarySide; word: DictionaryWord }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const lang = sideLang(side);
  const other = otherSide(side);
  const otherLang = sideLang(other);
  useDocumentTitle(word.word);

  return (
    <article aria-labelledby="dictionary-word-title" className="grid gap-6">
      <header className="grid gap-3">
        <p className="text-sm font-medium text-muted-foreground">{t(sideLabels(side).entry)}</p>
        <h1
          id="dictionary-word-title"
          lang={lang}
          className="text-3xl font-bold tracking-tight break-words md:text-4xl"
        >
          {word.word}
        </h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {word.partOfSpeech && (
            <Fact label={t('referenceDictionary.word.partOfSpeech')}>
              <span lang={lang} className="italic">
                {word.partOfSpeech}
              </span>
            </Fact>
          )}
          {word.gender && (
            <Fact label={t('referenceDictionary.word.gender')}>
              {t(`referenceDictionary.word.genders.${word.gender}`)}
            </Fact>
          )}
          {word.pronunciation && (
            <Fact label={t('referenceDictionary.word.pronunciation')}>
              <span className="font-mono">{ipaForDisplay(word.pronunciation)}</span>
            </Fact>
          )}
          <Fact label={t('referenceDictionary.word.origin')}>
            {t(`referenceDictionary.word.origins.${word.origin}`)}
          </Fact>
        </dl>
      </header>

      <Card>
        <CardContent className="grid gap-2 p-5">
          <Definition word={word} lang={lang} />
        </CardContent>
      </Card>

      <section aria-labelledby="dictionary-word-equivalent" className="grid gap-3">
        <h2 id="dictionary-word-equivalent" className="text-lg font-semibold">
          {t(sideLabels(other).equivalent)}
        </h2>
        {word.equivalent ? (
          <Link
            to={dictionaryWordPath(other, word.equivalent.id)}
            className="group grid gap-1 rounded-lg border bg-card p-4 ring-offset-background outline-hidden transition-colors hover:border-primary/40 hover:bg-accent/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <span className="flex items-center justify-between gap-3">
              <span lang={otherLang} className="text-lg font-semibold break-words">
                {word.equivalent.word}
              </span>
              <ArrowRight
                className="size-4 shrink-0 text-muted-foreground group-hover:text-foreground"
                aria-hidden="true"
              />
            </span>
            {word.equivalent.definition && (
              <span lang={otherLang} className="line-clamp-3 text-sm text-muted-foreground">
                {word.equivalent.definition}
              </span>
            )}
          </Link>
        ) : (
          <p className="text-sm text-muted-foreground">
            {t('referenceDictionary.word.noEquivalent')}
          </p>
        )}
      </section>

      <section aria-labelledby="dictionary-word-locals" className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="dictionary-word-locals" className="text-lg font-semibold">
            {t('referenceDictionary.word.localEquivalents')}
          </h2>
          <Badge variant="secondary" data-testid="local-equivalents-count">
            {t('referenceDictionary.word.localCount', {
              count: word.localEquivalentsCount,
              formatted: formatNumber(word.localEquivalentsCount),
            })}
          </Badge>
        </div>
        {word.localEquivalents.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('referenceDictionary.word.noLocal')}</p>
        ) : (
          <ul
            aria-label={t('referenceDictionary.word.localEquivalents')}
            className="grid gap-3 md:grid-cols-2"
          >
            {word.localEquivalents.map((local) => (
              <li key={local.id}>
                <LocalEquivalentCard local={local} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

/**
 * The entry's definition; a French entry without one shows its English equivalent's, said to be
 * English and marked lang="en".
 */
function Definition({ word, lang }: { word: DictionaryWord; lang: string }) {
  const { t } = useTranslation();
  if (word.definition) {
    return (
      <>
        <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t('referenceDictionary.word.definition')}
        </h2>
        <p lang={lang} className="whitespace-pre-line">
          {word.definition}
        </p>
      </>
    );
  }
  if (word.fallbackDefinition) {
    return (
      <>
        <h2 className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t('referenceDictionary.word.englishDefinition')}
          <Badge variant="outline" className="font-normal normal-case">
            <abbr title={t('referenceDictionary.english')} className="no-underline">
              EN
            </abbr>
          </Badge>
        </h2>
        <p
          lang={word.fallbackDefinition.language}
          className="whitespace-pre-line"
          data-testid="fallback-definition"
        >
          {word.fallbackDefinition.text}
        </p>
        <p className="text-xs text-muted-foreground">
          {t('referenceDictionary.word.englishDefinitionHint')}
        </p>
      </>
    );
  }
  return (
    <>
      <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t('referenceDictionary.word.definition')}
      </h2>
      <p className="text-muted-foreground italic">{t('referenceDictionary.word.noDefinition')}</p>
    </>
  );
}

/** One local word that uses the entry: written in its language, where it is spoken, its uses. */
function LocalEquivalentCard({ local }: { local: LocalEquivalent }) {
  const { t } = useTranslation();
  const lang = langTag(local.languageIsoCode);
  return (
    <Card
      role="article"
      aria-labelledby={`local-${local.id}`}
      className="grid h-full content-start gap-2 p-4"
    >
      <div className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-1">
        <h3 id={`local-${local.id}`} lang={lang} className="text-lg font-semibold break-words">
          {local.word}
        </h3>
        {local.pronunciation && (
          <span className="font-mono text-sm text-muted-foreground">
            <span className="sr-only">
              {t('referenceDictionary.labelPrefix', {
                label: t('referenceDictionary.word.pronunciation'),
              })}{' '}
            </span>
            {ipaForDisplay(local.pronunciation)}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-wrap gap-1.5">
        <Badge variant="secondary" title={t('referenceDictionary.word.language')}>
          <Languages aria-hidden="true" />
          <span className="sr-only">
            {t('referenceDictionary.labelPrefix', {
              label: t('referenceDictionary.word.language'),
            })}{' '}
          </span>
          {local.language}
        </Badge>
        {local.locality && (
          <Badge variant="outline" title={t('referenceDictionary.word.locality')}>
            <MapPin aria-hidden="true" />
            <span className="sr-only">
              {t('referenceDictionary.labelPrefix', {
                label: t('referenceDictionary.word.locality'),
              })}{' '}
            </span>
            {local.locality}
          </Badge>
        )}
      </div>
      {local.notes && (
        <p className="text-sm whitespace-pre-line">
          <span className="font-medium text-muted-foreground">
            {t('referenceDictionary.labelPrefix', {
              label: t('referenceDictionary.word.notes'),
            })}{' '}
          </span>
          {local.notes}
        </p>
      )}
      {local.expressions.length > 0 && (
        <div className="grid gap-1 text-sm">
          <p className="font-medium text-muted-foreground">
            {t('referenceDictionary.word.expressions')}
          </p>
          <ul aria-label={t('referenceDictionary.word.expressions')} className="grid gap-1">
            {local.expressions.map((text, i) => (
              <li key={i} lang={lang} className="border-l-2 border-primary/40 pl-2 italic">
                {text}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
