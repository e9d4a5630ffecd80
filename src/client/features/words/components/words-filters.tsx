import { useId, useState } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NOUN_CLASS_NUMBER, PARTS_OF_SPEECH, type PartOfSpeech } from '@shared/schemas/lexicon';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import { useLanguageOptions } from '@client/lib/use-language-options';
import { useNounClasses } from '@client/lib/use-noun-classes';

/** The filters' parameters in the address (?language=3&partOfSpeech=noun&nounClass=1). */
export const WORD_FILTER_PARAMS = ['language', 'partOfSpeech', 'nounClass'] as const;

export interface WordFilters {
  languageId: number | null;
  partOfSpeech: PartOfSpeech | null;
  /** Only with a language: class numbers belong to a language. */
  nounClass: string | null;
}

const isPartOfSpeech = (value: string | null): value is PartOfSpeech =>
  (PARTS_OF_SPEECH as readonly (string | null)[]).includes(value);

/** The filters an address names; a value the list could not use counts as not set. */
export function readWordFilters(param: (name: string) => string | null): WordFilters {
  const language = Number(param('language'));
  const languageId = Number.isInteger(language) && language > 0 ? language : null;
  const partOfSpeech = param('partOfSpeech');
  const nounClass = param('nounClass');
  return {
    languageId,
    partOfSpeech: isPartOfSpeech(partOfSpeech) ? partOfSpeech : null,
    nounClass:
      languageId !== null && nounClass !== null && NOUN_CLASS_NUMBER.test(nounClass)
        ? nounClass
        : null,
  };
}

/** The address's parameters for a change of filters; another language drops the class. */
export function wordFilterParams(changes: Partial<WordFilters>) {
  const params: Record<string, string | null> = {};
  if ('languageId' in changes) {
    params.language = changes.languageId == null ? null : String(changes.languageId);
    params.nounClass = null;
  }
  if ('partOfSpeech' in changes) params.partOfSpeech = changes.partOfSpeech ?? null;
  if ('nounClass' in changes) params.nounClass = changes.nounClass ?? null;
  return params;
}

/** What GET /api/words/paginated is asked for these filters. */
export const wordFilterQuery = (filters: WordFilters) => ({
  languageId: filters.languageId === null ? null : String(filters.languageId),
  partOfSpeech: filters.partOfSpeech,
  nounClass: filters.nounClass,
});

export const hasWordFilters = (filters: WordFilters) =>
  filters.languageId !== null || filters.partOfSpeech !== null || filters.nounClass !== null;

/** "Every value": Radix's Select takes no empty value. */
const ALL = 'all';

/**
 * The words list's filters: language, part of speech and, once a language is chosen and has noun
 * classes, its noun class; and a button that clears them.
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
      {hasWordFilters(value) && (
        <Button
          variant="ghost"
          onClick={() => onChange({ languageId: null, partOfSpeech: null, nounClass: null })}
        >
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
  options: { value: string; label: string }[] | undefined;
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
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))
          )}
        </SelectContent>
      </Select>
    </div>
  );
}
