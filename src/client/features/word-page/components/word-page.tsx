import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, MapPin } from 'lucide-react';
import type { WordPageEntry } from '@shared/schemas/pages';
import { homographLabel } from '@shared/homograph';
import { langTag } from '@client/components/dictionary/lang-tag';
import { WordAudioButtons } from '@client/components/dictionary/word-audio-buttons';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { ApiError } from '@client/lib/api-client';
import { AudioButton } from '@client/lib/audio-player';
import { usePublicPageTitle } from '@client/lib/use-document-title';
import { useWordPage } from '../api/use-word-page';
import { WordForms } from './word-forms';
import { WordSenses } from './word-senses';
import { ipaForDisplay } from '@shared/ipa';

/**
 * /word/{slug}: the word, its language and the places it is spoken, its recordings,
 * pronunciation, grammar and notes, its senses (French and English counterparts, definitions,
 * examples), its other forms, and the expressions that use it. When languages share a spelling,
 * each language's entry is shown in turn.
 */
export function WordPageView({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const page = useWordPage(slug);
  const entries = page.data?.entries ?? [];
  const [first, ...others] = entries;
  const notFound = page.error instanceof ApiError && page.error.status === 404;
  usePublicPageTitle(
    first
      ? { page: 'word', entries: [first, ...others] }
      : notFound
        ? { page: 'word-not-found' }
        : undefined,
  );

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-8 md:py-12">
      <Link
        to="/browse"
        className="inline-flex w-fit items-center gap-2 rounded-sm text-sm text-muted-foreground outline-hidden hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('wordPage.backBrowse')}
      </Link>
      {page.isPending ? (
        <div aria-busy="true" aria-label={t('wordPage.loading')} className="grid gap-4">
          <Skeleton className="h-12 w-2/3" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : notFound ? (
        <section className="text-center" aria-labelledby="word-not-found">
          <h1 id="word-not-found" className="text-3xl font-bold">
            {t('wordPage.notFound')}
          </h1>
          <p className="mt-2 text-muted-foreground">{t('wordPage.notFoundDescription')}</p>
          <Button asChild className="mt-6">
            <Link to="/browse">{t('wordPage.backBrowse')}</Link>
          </Button>
        </section>
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
              to={`/browse?language=${word.languageId}`}
              className="rounded-sm font-medium underline-offset-4 outline-hidden hover:underline focus-visible:ring-2 focus-visible:ring-ring"
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
            {entry.expressions.map((expression) => {
              // Both texts are written in the expression's language (the word's when it has none).
              const expressionLang = langTag(expression.languageIsoCode ?? entry.language.isoCode);
              return (
                <li
                  key={expression.id}
                  className="flex items-start justify-between gap-3 rounded-lg border p-4"
                >
                  <div className="min-w-0">
                    {expression.localText && (
                      <p lang={expressionLang} className="font-medium">
                        {expression.localText}
                      </p>
                    )}
                    {expression.expression && (
                      <p
                        lang={expressionLang}
                        className={expression.localText ? 'text-muted-foreground' : 'font-medium'}
                      >
                        {expression.expression}
                      </p>
                    )}
                    {!expression.localText && !expression.expression && (
                      <p className="text-muted-foreground italic">
                        {t('wordPage.untitledExpression')}
                      </p>
                    )}
                    {expression.description && (
                      <p className="mt-1 text-sm text-muted-foreground">{expression.description}</p>
                    )}
                  </div>
                  <div className="flex shrink-0 gap-2">
                    {[expression.audio1Url, expression.audio2Url].map((url, i) =>
                      url ? (
                        <AudioButton
                          key={i}
                          audioKey={`expression-${expression.id}-${i + 1}`}
                          url={url}
                          recording={i + 1}
                          label={t('wordPage.expressionAudio', {
                            text:
                              expression.localText ??
                              expression.expression ??
                              t('wordPage.untitledExpression'),
                            n: i + 1,
                          })}
                        />
                      ) : null,
                    )}
                  </div>
                </li>
              );
            })}
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
