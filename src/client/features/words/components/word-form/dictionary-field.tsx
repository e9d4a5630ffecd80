import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { ArrowRight, BookOpen, PenLine, Search, TriangleAlert, X } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SEARCH_MIN_LENGTH } from '@shared/search-text';
import type { DictionarySearchHit, DictionarySide } from '@shared/schemas/words';
import { FormField } from '@client/components/form/form-field';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Combobox } from '@client/components/ui/combobox';
import { Field, FieldError, FieldLabel } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '@client/lib/search-term';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useDictionarySearch } from '../../api/word-form-api';
import {
  otherSide,
  sideIsEmpty,
  type DictionaryPick,
  type SenseValues,
  type WordFormValues,
} from './word-form-values';
import { ipaForDisplay } from '@shared/ipa';
import { TEXT_LIMITS } from '@shared/schemas/text-limits';

/** A field of sense `index`, as react-hook-form names it. */
export const sensePath = <K extends keyof SenseValues>(index: number, key: K) =>
  `senses.${index}.${key}` as `senses.${number}.${K}`;

/** The ids of a side's controls in sense `index` (the form focuses them on an error). */
export const sideId = (index: number, side: DictionarySide, name: 'search' | 'clear' | 'word') =>
  `word-sense-${index + 1}-${side}-${name}`;

interface DictionaryFieldProps {
  /** The sense's place in the list. */
  index: number;
  side: DictionarySide;
  /** The field's error text, already translated. */
  error?: string;
  /** Without an English word the form warns, but saving may proceed. */
  warning?: string;
}

/**
 * The French or English word of a sense: searched in the reference dictionary from 2 characters,
 * or typed in when the dictionary lacks it (it is then added to the dictionary). Choosing a hit
 * fills the sense's other side with its equivalent, unless the user chose or typed that side
 * themselves.
 */
export function DictionaryField({ index, side, error, warning }: DictionaryFieldProps) {
  const { t } = useTranslation();
  const { control, setValue, getValues, getFieldState, clearErrors } =
    useFormContext<WordFormValues>();
  const at = <K extends keyof SenseValues>(key: K) => sensePath(index, key);
  const mode = useWatch({ control, name: at(`${side}Mode`) });
  const pick = useWatch({ control, name: at(`${side}Pick`) });
  const auto = useWatch({ control, name: at(`${side}Auto`) });
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const query = text.trim();
  const searching = searchTerm(query) !== '';
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const search = useDictionarySearch(side, debounced);

  const inputId = sideId(index, side, 'search');
  const clearId = sideId(index, side, 'clear');
  const errorId = `word-sense-${index + 1}-${side}-error`;
  const warningId = `word-sense-${index + 1}-${side}-warning`;
  const describedBy =
    [error && errorId, warning && warningId].filter(Boolean).join(' ') || undefined;
  const label = t(`wordForm.${side}.label`);
  const focusLater = (id: string) =>
    requestAnimationFrame(() => document.getElementById(id)?.focus());

  // Either side's word answers the sense's "French or English word" error, kept on French.
  const clearGlossError = () => {
    if (getFieldState(at('frenchWord')).error?.type === 'gloss') clearErrors(at('frenchWord'));
  };

  const choose = (hit: DictionarySearchHit) => {
    const { equivalent, ...entry } = hit;
    setValue(at(`${side}Pick`), entry, { shouldDirty: true });
    setValue(at(`${side}Auto`), false);
    clearErrors(at(`${side}Word`));
    clearGlossError();
    const other = otherSide(side);
    const sense = getValues(`senses.${index}`);
    if (equivalent && (sideIsEmpty(sense, other) || sense[`${other}Auto`])) {
      setValue(at(`${other}Mode`), 'search');
      setValue(
        at(`${other}Pick`),
        { ...equivalent, partOfSpeech: null, pronunciation: null },
        { shouldDirty: true },
      );
      setValue(at(`${other}Auto`), true);
      clearErrors(at(`${other}Word`));
    } else if (!equivalent && sense[`${other}Auto`]) {
      // The other side came from the previous choice: it no longer applies.
      setValue(at(`${other}Pick`), null, { shouldDirty: true });
      setValue(at(`${other}Auto`), false);
    }
    setText('');
    setOpen(false);
  };

  const clear = () => {
    flushSync(() => {
      setValue(at(`${side}Pick`), null, { shouldDirty: true });
      setValue(at(`${side}Auto`), false);
    });
    document.getElementById(inputId)?.focus();
  };

  const typeIn = (word: string) => {
    setValue(at(`${side}Mode`), 'manual', { shouldDirty: true });
    setValue(at(`${side}Auto`), false);
    if (word) setValue(at(`${side}Word`), word, { shouldDirty: true });
    setOpen(false);
    clearErrors(at(`${side}Word`));
    if (word) clearGlossError();
    focusLater(sideId(index, side, 'word'));
  };

  const backToSearch = () => {
    setValue(at(`${side}Mode`), 'search', { shouldDirty: true });
    clearErrors(at(`${side}Word`));
    focusLater(pick ? clearId : inputId);
  };

  const messages = (
    <>
      <FieldError id={errorId}>{error}</FieldError>
      {warning && (
        <p
          id={warningId}
          className="flex items-start gap-2 text-sm text-amber-700 dark:text-amber-400"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {warning}
        </p>
      )}
    </>
  );

  if (mode === 'manual') {
    return (
      <ManualEntry
        index={index}
        side={side}
        label={label}
        describedBy={describedBy}
        messages={messages}
        onSearch={backToSearch}
      />
    );
  }

  const waiting = debounced !== query || search.isFetching;
  const hits = searching ? (search.data ?? []) : [];
  const status = !searching ? (
    <p className="px-3 py-3 text-sm text-muted-foreground">
      {t('wordForm.search.hint', { min: SEARCH_MIN_LENGTH })}
    </p>
  ) : waiting ? (
    <p className="flex items-center gap-2 px-3 py-3 text-sm text-muted-foreground" role="status">
      <Spinner />
      {t('wordForm.search.searching')}
    </p>
  ) : (
    <div className="grid justify-items-start gap-2 px-3 py-3">
      <p className="text-sm text-muted-foreground" role="status">
        {t('wordForm.search.noResults', { query })}
      </p>
      <Button size="sm" variant="secondary" className="max-w-full" onClick={() => typeIn(query)}>
        <PenLine aria-hidden="true" />
        <span className="truncate">{t('wordForm.search.typeIn', { word: query })}</span>
      </Button>
    </div>
  );

  return (
    <Field>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <FieldLabel htmlFor={pick ? clearId : inputId}>{label}</FieldLabel>
        <Button
          variant="link"
          size="sm"
          className="h-auto p-0 text-xs"
          aria-label={t(`wordForm.${side}.manual`)}
          onClick={() => typeIn(pick ? '' : query)}
        >
          <PenLine aria-hidden="true" className="size-3.5" />
          {t('wordForm.search.manual')}
        </Button>
      </div>
      {pick ? (
        <ChosenEntry
          id={clearId}
          side={side}
          pick={pick}
          auto={auto}
          onClear={clear}
          describedBy={describedBy}
        />
      ) : (
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-3 left-3 z-10 size-4 text-muted-foreground"
            aria-hidden="true"
          />
          <Combobox
            id={inputId}
            items={hits}
            getKey={(hit) => hit.id}
            renderItem={(hit) => <HitLine hit={hit} side={side} />}
            onSelect={choose}
            inputValue={text}
            onInputValueChange={setText}
            open={open && query.length > 0}
            onOpenChange={setOpen}
            listLabel={t(`wordForm.${side}.listLabel`)}
            listClassName="max-h-72"
            status={status}
            inputProps={{
              placeholder: t(`wordForm.${side}.placeholder`),
              className: 'pl-9',
              'aria-invalid': error ? true : undefined,
              'aria-describedby': describedBy,
              spellCheck: false,
            }}
          />
        </div>
      )}
      {messages}
    </Field>
  );
}

/** A dictionary hit in the suggestions: word, part of speech, definition, the other side. */
function HitLine({ hit, side }: { hit: DictionarySearchHit; side: DictionarySide }) {
  const { t } = useTranslation();
  return (
    <span className="grid min-w-0 flex-1 gap-0.5">
      <span className="flex min-w-0 items-baseline gap-2">
        <span className="truncate font-medium">{hit.word}</span>
        {hit.partOfSpeech && (
          <span className="shrink-0 text-xs text-muted-foreground italic">{hit.partOfSpeech}</span>
        )}
        {hit.equivalent && (
          <span className="ml-auto flex min-w-0 shrink items-center gap-1 text-xs text-muted-foreground">
            <ArrowRight className="size-3 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t(`wordForm.${otherSide(side)}.equivalent`)}</span>
            <span className="truncate">{hit.equivalent.word}</span>
          </span>
        )}
      </span>
      {hit.definition && (
        <span className="truncate text-xs text-muted-foreground">{hit.definition}</span>
      )}
    </span>
  );
}

/** The chosen dictionary entry, with a button to choose another. */
function ChosenEntry({
  id,
  side,
  pick,
  auto,
  onClear,
  describedBy,
}: {
  /** The change button's id. */
  id: string;
  side: DictionarySide;
  pick: DictionaryPick;
  auto: boolean;
  onClear: () => void;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      data-testid={`word-${side}-chosen`}
      className="flex items-start gap-3 rounded-md border bg-muted/40 px-3 py-2.5"
    >
      <BookOpen className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <span className="font-medium break-words">{pick.word}</span>
          {pick.partOfSpeech && (
            <span className="text-xs text-muted-foreground italic">{pick.partOfSpeech}</span>
          )}
          {pick.pronunciation && (
            <span className="text-xs text-muted-foreground">
              {ipaForDisplay(pick.pronunciation)}
            </span>
          )}
          {auto && (
            <Badge variant="outline" className="font-normal">
              {t('wordForm.search.autoFilled')}
            </Badge>
          )}
        </p>
        {pick.definition && <p className="text-sm text-muted-foreground">{pick.definition}</p>}
      </div>
      <Button
        id={id}
        variant="ghost"
        size="sm"
        className="-my-1 -mr-2 shrink-0"
        aria-label={t('wordForm.search.change', { word: pick.word })}
        aria-describedby={describedBy}
        onClick={onClear}
      >
        <X aria-hidden="true" />
        <span className="hidden sm:inline">{t('wordForm.search.changeShort')}</span>
      </Button>
    </div>
  );
}

/**
 * A word the dictionary lacks, typed in (created in the dictionary with the word). Its meaning
 * is said by the sense's definitions.
 */
function ManualEntry({
  index,
  side,
  label,
  describedBy,
  messages,
  onSearch,
}: {
  index: number;
  side: DictionarySide;
  label: string;
  describedBy?: string;
  messages: ReactNode;
  onSearch: () => void;
}) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<WordFormValues>();
  const invalid = !!formState.errors.senses?.[index]?.[`${side}Word`];
  return (
    <fieldset className="grid gap-3 rounded-md border p-3 sm:p-4">
      <legend className="px-1 text-sm font-medium">{t('wordForm.manual.legend', { label })}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{t('wordForm.manual.description')}</p>
        <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={onSearch}>
          <Search aria-hidden="true" className="size-3.5" />
          {t('wordForm.manual.backToSearch')}
        </Button>
      </div>
      <FormField
        id={sideId(index, side, 'word')}
        maxLength={TEXT_LIMITS.name}
        label={t('wordForm.manual.word')}
      >
        {(a11y) => (
          <Input
            spellCheck={false}
            {...a11y}
            // Its error and warning show under the whole entry (`messages`).
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...register(sensePath(index, `${side}Word`))}
          />
        )}
      </FormField>
      {messages}
    </fieldset>
  );
}
