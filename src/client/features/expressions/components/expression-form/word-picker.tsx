import { useMemo, useState } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MIN_LENGTH } from '@shared/search-text';
import { homographLabel } from '@shared/homograph';
import type { LinkedWord } from '@shared/schemas/expressions';
import type { WordEntry } from '@shared/schemas/words';
import { Badge } from '@client/components/ui/badge';
import { Combobox } from '@client/components/ui/combobox';
import { FieldDescription } from '@client/components/ui/field';
import { Spinner } from '@client/components/ui/spinner';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '@client/lib/search-term';
import { useWordSuggestions } from '../../api/expressions-queries';

/** The French glosses of the entry's senses in order ("crabe ; braise"), else its English ones. */
function senseGlosses(entry: WordEntry): { text: string; lang: 'fr' | 'en' } | null {
  for (const lang of ['fr', 'en'] as const) {
    const words = entry.senses.flatMap((sense) => {
      const gloss = lang === 'fr' ? sense.frenchWord : sense.englishWord;
      return gloss ? [gloss.word] : [];
    });
    if (words.length > 0) return { text: words.join(' ; '), lang };
  }
  return null;
}

interface WordPickerProps {
  /** The text field's id, for its <label>. */
  id: string;
  value: readonly LinkedWord[];
  onChange: (words: LinkedWord[]) => void;
  /** The chosen language: suggestions are words of that language only. */
  language: { id: number; name: string } | null;
  /** The error shown under the field (its id, for aria-describedby). */
  errorId?: string;
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * The words an expression uses: suggestions from 2 characters after 300
 * ms, tones and accents aside, in the chosen language if any, 10 at most; a chosen word becomes a
 * removable chip, and is neither suggested nor added again.
 */
export function WordPicker({
  id,
  value,
  onChange,
  language,
  errorId,
  invalid,
  disabled,
}: WordPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const query = searchTerm(text);
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const search = useWordSuggestions(debounced, language?.id ?? null);

  const chosen = useMemo(() => new Set(value.map((word) => word.id)), [value]);
  const suggestions = useMemo(
    () =>
      query === ''
        ? []
        : (search.data?.data ?? []).filter((entry) => !chosen.has(entry.localWord.id)),
    [query, search.data, chosen],
  );

  const add = (entry: WordEntry) => {
    const word = entry.localWord;
    if (!chosen.has(word.id)) {
      onChange([
        ...value,
        {
          id: word.id,
          localWord: word.localWord,
          homographNumber: word.homographNumber,
          languageName: word.languageName,
          languageIsoCode: entry.language.isoCode,
        },
      ]);
    }
    setText('');
    setOpen(false);
  };
  const remove = (word: LinkedWord) => onChange(value.filter((other) => other.id !== word.id));

  const waiting = debounced !== query || search.isFetching;
  const status =
    query === '' ? (
      <p className="px-3 py-3 text-sm text-muted-foreground">
        {t('expressions.form.words.hint', { min: SEARCH_MIN_LENGTH })}
      </p>
    ) : waiting ? (
      <p className="flex items-center gap-2 px-3 py-3 text-sm text-muted-foreground" role="status">
        <Spinner />
        {t('expressions.form.words.searching')}
      </p>
    ) : search.isError ? (
      <p className="px-3 py-3 text-sm text-destructive" role="status">
        {t('expressions.form.words.searchError')}
      </p>
    ) : (
      <p className="px-3 py-3 text-sm text-muted-foreground" role="status">
        {t('expressions.form.words.noResults')}
      </p>
    );

  const hintId = `${id}-language`;
  const describedBy = [language && hintId, invalid && errorId].filter(Boolean).join(' ');

  return (
    <div className="grid gap-2">
      {value.length > 0 && (
        <ul
          aria-label={t('expressions.form.words.selectedLabel')}
          className="flex flex-wrap gap-1.5"
        >
          {value.map((word) => (
            <li key={word.id} className="max-w-full">
              <Badge variant="secondary" className="py-1 pr-1 text-sm">
                <span className="truncate font-medium">
                  {homographLabel(word.localWord, word.homographNumber)}
                </span>{' '}
                <span className="text-xs font-normal text-muted-foreground">
                  {word.languageName}
                </span>
                <button
                  type="button"
                  aria-label={t('expressions.form.words.remove', { word: word.localWord })}
                  disabled={disabled}
                  className="ml-0.5 rounded-sm p-0.5 text-muted-foreground outline-hidden hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={() => remove(word)}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <Combobox
        id={id}
        items={suggestions}
        getKey={(entry) => entry.localWord.id}
        renderItem={(entry) => {
          // Homographs and senses tell same-spelled words apart: kaa₁ crabe, kaa₂ braise.
          const glosses = senseGlosses(entry);
          const headword = homographLabel(
            entry.localWord.localWord,
            entry.localWord.homographNumber,
          );
          return (
            <span className="flex min-w-0 flex-1 items-baseline gap-2">
              <span className="truncate font-medium">{headword}</span>{' '}
              <span className="shrink-0 text-xs text-muted-foreground">
                {entry.localWord.languageName}
              </span>
              {entry.match?.by === 'form' && entry.match.form && (
                <>
                  {' '}
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {entry.match.form} —{' '}
                    {t(`dictionary.match.formOf.${entry.match.kind ?? 'other'}`, {
                      word: headword,
                    })}
                  </span>
                </>
              )}
              {glosses && (
                <>
                  {' '}
                  <span
                    lang={glosses.lang}
                    className="ml-auto truncate text-xs text-muted-foreground"
                  >
                    {glosses.text}
                  </span>
                </>
              )}
            </span>
          );
        }}
        onSelect={add}
        inputValue={text}
        onInputValueChange={setText}
        open={open && text.trim().length > 0}
        onOpenChange={setOpen}
        listLabel={t('expressions.form.words.listLabel')}
        status={status}
        inputProps={{
          placeholder: t('expressions.form.words.placeholder'),
          autoCapitalize: 'none',
          spellCheck: false,
          disabled,
          'aria-invalid': invalid ? true : undefined,
          'aria-describedby': describedBy || undefined,
        }}
      />
      {language && (
        <FieldDescription id={hintId}>
          {t('expressions.form.words.inLanguage', { language: language.name })}
        </FieldDescription>
      )}
    </div>
  );
}
