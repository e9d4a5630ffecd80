import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WordEntry } from '@shared/schemas/words';
import { ExamplesList } from '@client/components/dictionary/examples-list';
import { GlossPanel } from '@client/components/dictionary/gloss-panel';
import { homographLabel } from '@shared/homograph';
import { wordPath } from '@shared/pages';
import { langTag } from '@client/components/dictionary/lang-tag';
import { MatchNote } from '@client/components/dictionary/match-note';
import { WordAudioButtons } from '@client/components/dictionary/word-audio-buttons';
import { Badge } from '@client/components/ui/badge';
import { ipaForDisplay } from '@shared/ipa';

/**
 * A word as /browse lists it: the local word (a link to its page), its recordings,
 * pronunciation and language, the English and French words with definition and part of speech,
 * examples with their translation, and notes. In a search, how the word was found when its
 * headword does not say it (by its plural, say).
 */
export function WordResultCard({ entry }: { entry: WordEntry }) {
  const { t } = useTranslation();
  const word = entry.localWord;
  const lang = langTag(entry.language.isoCode);
  const titleId = `browse-word-${word.id}`;
  const shown = homographLabel(word.localWord, word.homographNumber);
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 rounded-lg border bg-card p-4 text-card-foreground shadow-xs sm:p-5"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-xl font-semibold break-words">
            <Link
              to={wordPath(word.localWord)}
              lang={lang}
              className="rounded-sm underline-offset-4 outline-hidden hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {shown}
            </Link>
          </h2>
          <MatchNote match={entry.match} word={shown} lang={lang} />
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant="secondary">{entry.language.name}</Badge>
            {word.pronunciation && (
              <span className="font-mono">
                <span className="sr-only">{t('dictionary.pronunciation')} : </span>
                {ipaForDisplay(word.pronunciation)}
              </span>
            )}
          </p>
        </div>
        <WordAudioButtons
          wordId={word.id}
          word={word.localWord}
          urls={[word.audioUrl, word.audioUrl2]}
        />
      </header>
      <div className="grid gap-3 sm:grid-cols-2">
        <GlossPanel side="english" entry={entry.englishWord} />
        <GlossPanel side="french" entry={entry.frenchWord} />
      </div>
      <ExamplesList examples={entry.examples} lang={lang} />
      {word.notes && (
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t('dictionary.notes')}
          </p>
          <p className="mt-0.5 text-sm whitespace-pre-line">{word.notes}</p>
        </div>
      )}
    </article>
  );
}
