import { useFormatNumber } from '@client/lib/use-format-number';
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ALPHABET_LETTER_MAX_LENGTH, defaultUpper, letterLength } from '@shared/alphabet';
import { NOUN_CLASS_NUMBER, PARTS_OF_SPEECH, type PartOfSpeech } from '@shared/schemas/lexicon';
import { WORD_STATUSES, type WordLetters, type WordStatus } from '@shared/schemas/words';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import { api } from '@client/lib/api-client';
import { useLanguageOptions } from '@client/lib/use-language-options';
import { useNounClasses } from '@client/lib/use-noun-classes';

/**
 * The filters' parameters in the address
 * (?language=3&status=pending&letter=ch&partOfSpeech=noun&nounClass=1&outsideAlphabet=true).
 */
export const WORD_FILTER_PARAMS = [
  'language',
  'status',
  'letter',
  'partOfSpeech',
  'nounClass',
  'outsideAlphabet',
] as const;

export interface WordFilters {
  languageId: number | null;
  /** Pending, approved or rejected: the words the user may see of that status. */
  status: WordStatus | null;
  /**
   * The words filed under a letter: with a language, a letter of its alphabet (`ch`, `ng'`);
   * across languages, a folded first letter.
   */
  letter: string | null;
  partOfSpeech: PartOfSpeech | null;
  /** Only with a language: class numbers belong to a language. */
  nounClass: string | null;
  /** Only the words spelled with characters outside their language's alphabet. */
  outsideAlphabet: boolean;
}

const isPartOfSpeech = (value: string | null): value is PartOfSpeech =>
  (PARTS_OF_SPEECH as readonly (string | null)[]).includes(value);

const isStatus = (value: string | null): value is WordStatus =>
  (WORD_STATUSES as readonly (string | null)[]).includes(value);

/** A letter as the list can ask for it: one character across languages, up to 8 in an alphabet. */
const isLetter = (letter: string, withLanguage: boolean) => {
  const length = letterLength(letter);
  return (
    !/\s/u.test(letter) && length >= 1 && length <= (withLanguage ? ALPHABET_LETTER_MAX_LENGTH : 1)
  );
};

/** The filters an address names; a value the list could not use counts as not set. */
export function readWordFilters(param: (name: string) => string | null): WordFilters {
  const language = Number(param('language'));
  const languageId = Number.isInteger(language) && language > 0 ? language : null;
  const letter = param('letter');
  const partOfSpeech = param('partOfSpeech');
  const nounClass = param('nounClass');
  const status = param('status');
  return {
    languageId,
    status: isStatus(status) ? status : null,
    letter: letter !== null && isLetter(letter, languageId !== null) ? letter : null,
    partOfSpeech: isPartOfSpeech(partOfSpeech) ? partOfSpeech : null,
    nounClass:
      languageId !== null && nounClass !== null && NOUN_CLASS_NUMBER.test(nounClass)
        ? nounClass
        : null,
    outsideAlphabet: param('outsideAlphabet') === 'true',
  };
}

/**
 * The address's parameters for a change of filters; another language drops the class and the
 * letter (both are a language's own).
 */
export function wordFilterParams(changes: Partial<WordFilters>) {
  const params: Record<string, string | null> = {};
  if ('languageId' in changes) {
    params.language = changes.languageId == null ? null : String(changes.languageId);
    params.letter = null;
    params.nounClass = null;
  }
  if ('status' in changes) params.status = changes.status ?? null;
  if ('letter' in changes) params.letter = changes.letter ?? null;
  if ('partOfSpeech' in changes) params.partOfSpeech = changes.partOfSpeech ?? null;
  if ('nounClass' in changes) params.nounClass = changes.nounClass ?? null;
  if ('outsideAlphabet' in changes)
    params.outsideAlphabet = changes.outsideAlphabet ? 'true' : null;
  return params;
}

/** What GET /api/words/paginated is asked for these filters. */
export const wordFilterQuery = (filters: WordFilters) => ({
  languageId: filters.languageId === null ? null : String(filters.languageId),
  status: filters.status,
  letter: filters.letter,
  partOfSpeech: filters.partOfSpeech,
  nounClass: filters.nounClass,
  outsideAlphabet: filters.outsideAlphabet ? 'true' : null,
});

export const hasWordFilters = (filters: WordFilters) =>
  filters.languageId !== null ||
  filters.status !== null ||
  filters.letter !== null ||
  filters.partOfSpeech !== null ||
  filters.nounClass !== null ||
  filters.outsideAlphabet;

/** No filter: what "clear the filters" sets. */
const NO_FILTERS: WordFilters = {
  languageId: null,
  status: null,
  letter: null,
  partOfSpeech: null,
  nounClass: null,
  outsideAlphabet: false,
};

/**
 * The letters words are filed under that the signed-in user may see (GET /api/words/letters),
 * of the status filtered on if any, so each letter's count is what choosing it lists: a
 * language's letters of its alphabet with their counts, or the folded first letters across
 * languages. Kept apart from the public pages' letters, which count only what visitors see.
 */
function useListLetters(languageId: number | null, status: WordStatus | null, enabled: boolean) {
  return useQuery({
    queryKey: ['/api/words/letters', 'list', { languageId, status }],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      if (languageId !== null) query.set('languageId', String(languageId));
      if (status !== null) query.set('status', status);
      const search = query.size > 0 ? `?${query}` : '';
      return api.get<WordLetters>(`/api/words/letters${search}`, { signal });
    },
    enabled,
  });
}

/** "Every value": Radix's Select takes no empty value. */
const ALL = 'all';

/**
 * The words list's filters: language, status, first letter (of the language's alphabet once one
 * is chosen), part of speech and, once a language is chosen and has noun classes, its noun class;
 * the words spelled outside their alphabet; and a button that clears them.
 */
export function WordsFilters({
  value,
  onChange,
}: {
  value: WordFilters;
  onChange: (changes: Partial<WordFilters>) => void;
}) {
  const { t } = useTranslation();
  // The languages load when the filter is first opened (or names one), so the list alone costs
  // one request.
  const [languagesWanted, setLanguagesWanted] = useState(false);
  const languages = useLanguageOptions({ enabled: languagesWanted || value.languageId !== null });
  const nounClasses = useNounClasses(value.languageId);
  // Read when the letter filter is first opened, or when the address names a letter.
  const [lettersWanted, setLettersWanted] = useState(false);
  const letters = useListLetters(
    value.languageId,
    value.status,
    lettersWanted || value.letter !== null,
  );
  const outsideId = useId();
  const formatNumber = useFormatNumber();

  return (
    <div
      role="group"
      aria-label={t('words.filters.label')}
      className="flex flex-wrap items-end gap-x-4 gap-y-3"
    >
      <FilterSelect
        label={t('words.filters.language')}
        allLabel={t('words.filters.allLanguages')}
        value={value.languageId === null ? null : String(value.languageId)}
        onChange={(id) => onChange({ languageId: id === null ? null : Number(id) })}
        onOpen={() => setLanguagesWanted(true)}
        options={languages.data?.map((l) => ({ value: String(l.id), label: l.name }))}
        loadingLabel={t('words.filters.languagesLoading')}
        className="w-56"
      />
      <FilterSelect
        label={t('words.filters.status')}
        allLabel={t('words.filters.allStatuses')}
        value={value.status}
        onChange={(next) => onChange({ status: isStatus(next) ? next : null })}
        options={WORD_STATUSES.map((status) => ({
          value: status,
          label: t(`words.status.${status}`),
        }))}
        className="w-40"
      />
      <FilterSelect
        label={t('words.filters.letter')}
        allLabel={t('words.filters.allLetters')}
        value={value.letter}
        onChange={(letter) => onChange({ letter })}
        onOpen={() => setLettersWanted(true)}
        options={
          // A language's alphabet: every letter with its count, those without words disabled.
          letters.data?.counts?.map(({ letter, upper, count }) => ({
            value: letter,
            label: t('words.filters.letterWithCount', {
              letter: upper,
              count,
              formatted: formatNumber(count),
            }),
            disabled: count === 0 && letter !== value.letter,
          })) ??
          letters.data?.letters.map((letter) => ({ value: letter, label: defaultUpper(letter) }))
        }
        loadingLabel={t('words.filters.lettersLoading')}
        className="w-40"
      />
      <FilterSelect
        label={t('words.filters.partOfSpeech')}
        allLabel={t('words.filters.allPartsOfSpeech')}
        value={value.partOfSpeech}
        onChange={(next) => onChange({ partOfSpeech: isPartOfSpeech(next) ? next : null })}
        options={PARTS_OF_SPEECH.map((p) => ({ value: p, label: t(`partOfSpeech.${p}`) }))}
        className="w-48"
      />
      {value.languageId !== null && nounClasses.data && nounClasses.data.length > 0 && (
        <FilterSelect
          label={t('words.filters.nounClass')}
          allLabel={t('words.filters.allNounClasses')}
          value={value.nounClass}
          onChange={(nounClass) => onChange({ nounClass })}
          options={nounClasses.data.map((c) => ({
            value: c.number,
            label: t('lexicon.nounClassWithLabel', { number: c.number, label: c.label }),
          }))}
          className="w-56"
        />
      )}
      <label
        htmlFor={outsideId}
        className="flex h-10 cursor-pointer items-center gap-2 text-sm text-muted-foreground"
      >
        <input
          id={outsideId}
          type="checkbox"
          className="size-4 shrink-0 accent-primary"
          checked={value.outsideAlphabet}
          onChange={(event) => onChange({ outsideAlphabet: event.target.checked })}
        />
        {t('words.filters.outsideAlphabet')}
      </label>
      {hasWordFilters(value) && (
        <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
          <X aria-hidden="true" />
          {t('words.filters.clear')}
        </Button>
      )}
    </div>
  );
}

/** A labelled select of "every value" then `options`; null is "every value". */
function FilterSelect({
  label,
  allLabel,
  value,
  onChange,
  onOpen,
  options,
  loadingLabel,
  className,
}: {
  label: string;
  allLabel: string;
  value: string | null;
  onChange: (value: string | null) => void;
  onOpen?: () => void;
  /** Undefined while they load. */
  options: { value: string; label: string; disabled?: boolean }[] | undefined;
  loadingLabel?: string;
  className: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-muted-foreground">
        {label}
      </Label>
      <Select
        value={value ?? ALL}
        onValueChange={(next) => onChange(next === ALL ? null : next)}
        onOpenChange={(open) => open && onOpen?.()}
      >
        <SelectTrigger id={id} className={className}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options === undefined && loadingLabel ? (
            <SelectItem value="loading" disabled>
              {loadingLabel}
            </SelectItem>
          ) : (
            options?.map((option) => (
              <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </SelectItem>
            ))
          )}
        </SelectContent>
      </Select>
    </div>
  );
}
