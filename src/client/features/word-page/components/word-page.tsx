import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, MapPin } from 'lucide-react';
import type { WordPageEntry } from '@shared/schemas/pages';
import { homographLabel } from '@shared/homograph';
import { langTag } from '@client/components/dictionary/lang-tag';
import { WordAudioButtons } from '@client/components/dictionary/word-audio-buttons';
import { ExpressionItem } from '@client/components/dictionary/expression-item';
import { languagePath } from '@shared/pages';
import { Badge } from '@client/components/ui/badge';
import { Skeleton } from '@client/components/ui/skeleton';
import { canGoBack, useReturnAddress } from '@client/lib/return-to';
import { usePublicPageTitle } from '@client/lib/use-document-title';
import { useWordPage } from '../api/use-word-page';
import { WordForms } from './word-forms';
import { WordNotFound } from './word-not-found';
import { WordSenses } from './word-senses';
import { ipaForDisplay } from '@shared/ipa';

/**
 * /word/{slug}: the word, its language and the places it is spoken, its recordings,
 * pronunciation, grammar and notes, its senses (French and English counterparts, definitions,
 * examples), its other forms, and the expressions that use it. When languages share a spelling,
 * each language's entry is shown in turn. A slug that names no word leads on (WordNotFound).
 */
export function WordPageView({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const page = useWordPage(slug);
  const entries = page.data?.entries ?? [];
  const [first, ...others] = entries;
  const notFound = page.data === null;
  usePublicPageTitle(
    first
      ? { page: 'word', entries: [first, ...others] }
      : notFound
        ? { page: 'word-not-found' }
        : undefined,
  );

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-8 md:py-12">
      <BackLink />
      {page.isPending ? (
        <div aria-busy="true" aria-label={t('wordPage.loading')} className="grid gap-4">
          <Skeleton className="h-12 w-2/3" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : notFound ? (
        <WordNotFound slug={slug} />
      ) : page.isError ? (
        <p role="alert" className="text-center">
          {t('wordPage.error')}
        </p>
      ) : (
        <>
          {entries.length > 1 && (
            <p className="text-sm text-muted-foreground">
              {t('wordPage.sameSpelling', { count: entries.length })}
            </p>
          )}
          {entries.map((entry, i) => (
            <WordEntryView key={entry.localWord.id} entry={entry} headingLevel={i === 0 ? 1 : 2} />
          ))}
        </>
      )}
    </div>
  );
}

/**
 * Back to the words. Opened from a search or a list, back to it as it was left: the history
 * entry itself (its results, loaded "more" at a time, and its place come back) when it is the
 * one before; else its address, which holds the search and the results loaded.
 */
function BackLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useReturnAddress();
  const goBack = (event: MouseEvent) => {
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!back || !plainClick || !canGoBack()) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link
      to={back ?? '/browse'}
      onClick={goBack}
      className="inline-flex min-h-11 w-fit items-center gap-2 rounded-sm text-sm text-muted-foreground outline-hidden hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {back ? t('wordPage.backResults') : t('wordPage.backBrowse')}
    </Link>
  );
}

function WordEntryView({ entry, headingLevel }: { entry: WordPageEntry; headingLevel: 1 | 2 }) {
  const { t } = useTranslation();
  const word = entry.localWord;
  const lang = langTag(entry.language.isoCode);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const SubHeading = headingLevel === 1 ? 'h2' : 'h3';
  const titleId = `word-${word.id}`;
  return (
    <article aria-labelledby={titleId} className="grid gap-6 border-b pb-8 last:border-b-0">
      <header className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <Heading
              id={titleId}
              lang={lang}
              className="text-4xl font-bold tracking-tight break-words md:text-5xl"
            >
              {homographLabel(word.localWord, word.homographNumber)}
            </Heading>
            {word.pronunciation && (
              <p className="mt-2 font-mono text-lg text-muted-foreground">
                <span className="sr-only">{t('dictionary.pronunciation')} : </span>
                {ipaForDisplay(word.pronunciation)}
              </p>
            )}
            <Grammar entry={entry} />
          </div>
          <WordAudioButtons
            wordId={word.id}
            word={word.localWord}
            urls={[word.audioUrl, word.audioUrl2]}
          />
        </div>
        <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-medium text-muted-foreground">{t('wordPage.language')}</dt>
          <dd>
            <Link
              to={languagePath({ id: word.languageId, isoCode: entry.language.isoCode })}
              className="inline-flex min-h-11 min-w-11 items-center rounded-sm font-medium sm:inline sm:min-h-0 sm:min-w-0 underline-offset-4 outline-hidden hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {entry.languageName}
            </Link>
          </dd>
          <dt className="font-medium text-muted-foreground">{t('wordPage.localities')}</dt>
          <dd>
            {entry.localities.length === 0 ? (
              <span className="text-muted-foreground">{t('wordPage.noLocalities')}</span>
            ) : (
              <ul className="flex flex-wrap gap-1.5">
                {entry.localities.map((place) => (
                  <li key={place}>
                    <Badge variant="outline" className="font-normal">
                      <MapPin aria-hidden="true" />
                      {place}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      </header>

      <WordSenses senses={entry.senses} lang={lang} titleId={titleId} SubHeading={SubHeading} />

      <WordForms forms={entry.forms} lang={lang} titleId={titleId} SubHeading={SubHeading} />

      {word.notes && (
        <section aria-labelledby={`${titleId}-notes`}>
          <SubHeading id={`${titleId}-notes`} className="text-lg font-semibold">
            {t('dictionary.notes')}
          </SubHeading>
          <p className="mt-1 whitespace-pre-line">{word.notes}</p>
        </section>
      )}

      {entry.expressions.length > 0 && (
        <section aria-labelledby={`${titleId}-expressions`} className="grid gap-3">
          <SubHeading id={`${titleId}-expressions`} className="text-lg font-semibold">
            {t('wordPage.expressions')}
          </SubHeading>
          <ul className="grid gap-3">
            {entry.expressions.map((expression) => (
              <li key={expression.id}>
                <ExpressionItem expression={expression} fallbackLang={entry.language.isoCode} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** Part of speech and noun class: "nom · classe 1 · m-/mw-". */
function Grammar({ entry }: { entry: WordPageEntry }) {
  const { t } = useTranslation();
  const { partOfSpeech, nounClass } = entry.localWord;
  if (!partOfSpeech && !nounClass) return null;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-muted-foreground">
      <span className="sr-only">{t('wordPage.grammar')} : </span>
      {partOfSpeech && <span className="italic">{t(`partOfSpeech.${partOfSpeech}`)}</span>}
      {nounClass && (
        <Badge variant="outline" className="font-normal">
          {[t('wordPage.nounClass', { number: nounClass }), entry.nounClassLabel]
            .filter(Boolean)
            .join(' · ')}
        </Badge>
      )}
    </p>
  );
}
