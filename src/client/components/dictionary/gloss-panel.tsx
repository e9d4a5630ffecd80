import { useTranslation } from 'react-i18next';
import type { DictionaryEntry } from '@shared/schemas/words';
import { cn } from '@client/lib/utils';
import { ipaForDisplay } from '@shared/ipa';

/**
 * A word's French or English counterpart: word, part of speech, definition and, on the
 * word page, pronunciation. Marked with its language for screen readers. A sense's own
 * `definition` says what the word means here, so it replaces the reference entry's, which may
 * describe another meaning of that French or English word.
 */
export function GlossPanel({
  side,
  entry,
  definition,
  showPronunciation = false,
  className,
}: {
  side: 'french' | 'english';
  entry: DictionaryEntry | null;
  definition?: string | null;
  showPronunciation?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const lang = side === 'french' ? 'fr' : 'en';
  const meaning = definition || entry?.definition;
  return (
    <div className={cn('min-w-0', className)}>
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t(`dictionary.${side}`)}
      </p>
      {entry || meaning ? (
        <div lang={lang}>
          {entry && (
            <p className="mt-0.5 font-medium">
              {entry.word}
              {entry.partOfSpeech && (
                <span className="ml-2 text-sm font-normal text-muted-foreground italic">
                  {entry.partOfSpeech}
                </span>
              )}
            </p>
          )}
          {showPronunciation && entry?.pronunciation && (
            <p className="font-mono text-sm text-muted-foreground">
              {ipaForDisplay(entry.pronunciation)}
            </p>
          )}
          {meaning && <p className="mt-0.5 text-sm text-muted-foreground">{meaning}</p>}
        </div>
      ) : (
        <p className="mt-0.5 text-sm text-muted-foreground">
          {t(side === 'french' ? 'dictionary.noFrench' : 'dictionary.noEnglish')}
        </p>
      )}
    </div>
  );
}
