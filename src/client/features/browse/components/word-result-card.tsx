import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DictionaryEntry, WordEntry } from '@shared/schemas/words';
import { ExamplesList } from '@client/components/dictionary/examples-list';
import { GlossPanel } from '@client/components/dictionary/gloss-panel';
import { homographLabel } from '@shared/homograph';
import { wordPath } from '@shared/pages';
import { langTag } from '@client/components/dictionary/lang-tag';
import { MatchNote } from '@client/components/dictionary/match-note';
import { WordAudioButtons } from '@client/components/dictionary/word-audio-buttons';
import { Badge } from '@client/components/ui/badge';
import { ipaForDisplay } from '@shared/ipa';
import { currentLanguage } from '@client/lib/i18n';
import { returnState } from '@client/lib/return-to';

type Side = 'french' | 'english';

/**
 * A word as /browse lists it. On a phone, a few lines so that a screen holds six or more: the
 * local word (a link to its page, which leads back to this list), its play button, its language,
 * part of speech and pronunciation, then its meaning in the interface language before the other.
 * From the `sm` breakpoint, the whole card: both glosses with definition and part of speech,
 * examples in the interface language, and notes. In a search, how the word was found when its
 * headword does not say it (by its plural, say).
 */
export function WordResultCard({ entry }: { entry: WordEntry }) {
  const { t } = useTranslation();
  const location = useLocation();
  const word = entry.localWord;
  const lang = langTag(entry.language.isoCode);
  const titleId = `browse-word-${word.id}`;
  const shown = homographLabel(word.localWord, word.homographNumber);
  const [sense] = entry.senses;
  const sides: Side[] = currentLanguage() === 'en' ? ['english', 'french'] : ['french', 'english'];
  const glossOf = (side: Side) => (side === 'french' ? entry.frenchWord : entry.englishWord);
  const definitionOf = (side: Side) =>
    side === 'french' ? sense?.frenchDefinition : sense?.englishDefinition;
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-1 rounded-lg border bg-card p-3 text-card-foreground shadow-xs sm:gap-4 sm:p-5"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold break-words sm:text-xl">
            <Link
              to={wordPath(word.localWord)}
              state={returnState(location)}
              lang={lang}
              // A finger's 44 px on phones; the text's own height with a pointer.
              className="inline-flex min-h-11 min-w-11 items-center rounded-sm underline-offset-4 outline-hidden hover:underline focus-visible:ring-2 focus-visible:ring-ring sm:inline sm:min-h-0 sm:min-w-0"
            >
              {shown}
            </Link>
          </h2>
          <MatchNote match={entry.match} word={shown} lang={lang} />
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground sm:mt-1">
            <Badge variant="secondary">{entry.language.name}</Badge>
            {word.partOfSpeech && (
              <span className="italic">{t(`partOfSpeech.${word.partOfSpeech}`)}</span>
            )}
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
      <ShortGlosses
        entries={sides.map((side) => ({ side, entry: glossOf(side) }))}
        withPartOfSpeech={!word.partOfSpeech}
      />
      <div className="hidden gap-3 sm:grid sm:grid-cols-2">
        {sides.map((side) => (
          <GlossPanel
            key={side}
            side={side}
            entry={glossOf(side)}
            definition={definitionOf(side)}
          />
        ))}
      </div>
      <div className="hidden sm:block">
        <ExamplesList examples={sense?.examples ?? entry.examples} lang={lang} />
      </div>
      {word.notes && (
        <div className="hidden sm:block">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t('dictionary.notes')}
          </p>
          <p className="mt-0.5 text-sm whitespace-pre-line">{word.notes}</p>
        </div>
      )}
    </article>
  );
}

/**
 * The phone's line of meaning: "chien · dog", the interface language's first, each marked with
 * its language; the gloss's part of speech when the word has none of its own.
 */
function ShortGlosses({
  entries,
  withPartOfSpeech,
}: {
  entries: { side: Side; entry: DictionaryEntry | null }[];
  /** The first gloss's part of speech beside it (the word has none of its own to show). */
  withPartOfSpeech: boolean;
}) {
  const given = entries.filter(
    (e): e is { side: Side; entry: DictionaryEntry } => e.entry !== null,
  );
  if (given.length === 0) return null;
  return (
    <p className="line-clamp-2 text-sm sm:hidden">
      {given.map(({ side, entry }, i) => (
        <span key={side} lang={side === 'french' ? 'fr' : 'en'}>
          {i > 0 && <span aria-hidden="true"> · </span>}
          <span className={i === 0 ? 'font-medium' : 'text-muted-foreground'}>{entry.word}</span>
          {i === 0 && withPartOfSpeech && entry.partOfSpeech && (
            <span className="ml-1 text-muted-foreground italic">{entry.partOfSpeech}</span>
          )}
        </span>
      ))}
    </p>
  );
}
