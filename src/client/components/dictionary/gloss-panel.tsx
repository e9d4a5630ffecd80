import { useTranslation } from 'react-i18next';
import type { DictionaryEntry } from '@shared/schemas/words';
import { cn } from '@client/lib/utils';

/**
 * A word's French or English counterpart: word, part of speech, definition and, on the
 * word page, pronunciation. Marked with its language for screen readers.
 */
export function GlossPanel({
  side,
  entry,
  showPronunciation = false,
  className,
}: {
  side: 'french' | 'english';
  entry: DictionaryEntry | null;
  showPronunciation?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const lang = side === 'french' ? 'fr' : 'en';
  return (
    <div className={cn('min-w-0', className)}>
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t(`dictionary.${side}`)}
      </p>
      {entry ? (
        <div lang={lang}>
          <p className="mt-0.5 font-medium">
            {entry.word}
            {entry.partOfSpeech && (
              <span className="ml-2 text-sm font-normal text-muted-foreground italic">
                {entry.partOfSpeech}
              </span>
            )}
          </p>
          {showPronunciation && entry.pronunciation && (
            <p className="font-mono text-sm text-muted-foreground">{entry.pronunciation}</p>
          )}
          {entry.definition && (
            <p className="mt-0.5 text-sm text-muted-foreground">{entry.definition}</p>
          )}
        </div>
      ) : (
        <p className="mt-0.5 text-sm text-muted-foreground">
          {t(side === 'french' ? 'dictionary.noFrench' : 'dictionary.noEnglish')}
        </p>
      )}
    </div>
  );
}
