import { useTranslation } from 'react-i18next';
import type { DictionaryEntry, WordEntry } from '@shared/schemas/words';

/**
 * The French or English counterpart in a card's description list: the language's code, the word,
 * then its part of speech (the words list) or its definition (moderation), or "not given".
 */
export function GlossRow({
  code,
  label,
  entry,
  detail,
  definition: senseDefinition = null,
}: {
  code: 'FR' | 'EN';
  /** The language's name, the code's expansion. */
  label: string;
  entry: DictionaryEntry | null;
  detail: 'partOfSpeech' | 'definition';
  /** A sense's own definition in this language, shown rather than the reference entry's. */
  definition?: string | null;
}) {
  const { t } = useTranslation();
  const definition =
    detail === 'definition' ? (senseDefinition ?? entry?.definition ?? null) : null;
  const lang = code.toLowerCase();
  return (
    <div className="flex min-w-0 items-baseline gap-2">
      <dt className="w-6 shrink-0 text-xs font-semibold text-muted-foreground">
        <abbr title={label} className="no-underline">
          {code}
        </abbr>
      </dt>
      <dd className="min-w-0 text-sm">
        {entry ? (
          <>
            <span lang={lang} className="font-medium break-words">
              {entry.word}
            </span>
            {detail === 'partOfSpeech' && entry.partOfSpeech && (
              <span className="ml-1.5 text-xs text-muted-foreground italic">
                {entry.partOfSpeech}
              </span>
            )}
          </>
        ) : (
          <span className="text-muted-foreground italic">{t('words.noGloss')}</span>
        )}
        {definition && (
          <span lang={lang} className="block text-xs text-muted-foreground">
            {definition}
          </span>
        )}
      </dd>
    </div>
  );
}

/** A word's French and English counterparts, as a description list. */
export function GlossList({
  entry,
  detail,
  className,
}: {
  entry: Pick<WordEntry, 'frenchWord' | 'englishWord'>;
  detail: 'partOfSpeech' | 'definition';
  className: string;
}) {
  const { t } = useTranslation();
  return (
    <dl className={className}>
      <GlossRow code="FR" label={t('words.french')} entry={entry.frenchWord} detail={detail} />
      <GlossRow code="EN" label={t('words.english')} entry={entry.englishWord} detail={detail} />
    </dl>
  );
}
