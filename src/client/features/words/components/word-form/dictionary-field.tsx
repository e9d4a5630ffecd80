import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { ArrowRight, BookOpen, PenLine, Search, TriangleAlert, X } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SEARCH_MIN_LENGTH } from '@shared/schemas/common';
import type { DictionarySearchHit, DictionarySide } from '@shared/schemas/words';
import { SpecialLettersPicker } from '@client/components/special-letters-picker';
import { FormField } from '@client/components/form/form-field';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Combobox } from '@client/components/ui/combobox';
import { Field, FieldError, FieldLabel } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';
import { Textarea } from '@client/components/ui/textarea';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '@client/lib/search-term';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useDictionarySearch } from '../../api/word-form-api';
import {
  otherSide,
  sideIsEmpty,
  type DictionaryPick,
  type WordFormValues,
} from './word-form-values';

/** Searches wait for 300 ms without typing. */

/** The id of a side's search field (the form focuses it when the French word is missing). */
export const searchInputId = (side: DictionarySide) => `word-${side}-search`;

interface DictionaryFieldProps {
  side: DictionarySide;
  /** The field's error text, already translated. */
  error?: string;
  /** Without an English word the form warns, but saving may proceed. */
  warning?: string;
}

/**
 * The French or English counterpart of the word: searched in the reference dictionary
 * from 2 characters, or typed in with its definition, part of speech and pronunciation when the
 * dictionary lacks it. Choosing a hit fills the other side with its equivalent, unless the user
 * chose or typed that side themselves.
 */
export function DictionaryField({ side, error, warning }: DictionaryFieldProps) {
  const { t } = useTranslation();
  const { control, setValue, getValues, clearErrors } = useFormContext<WordFormValues>();
  const mode = useWatch({ control, name: `${side}Mode` });
  const pick = useWatch({ control, name: `${side}Pick` });
  const auto = useWatch({ control, name: `${side}Auto` });
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const query = text.trim();
  const searching = searchTerm(query) !== '';
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const search = useDictionarySearch(side, debounced);

  const inputId = searchInputId(side);
  const errorId = `word-${side}-error`;
  const warningId = `word-${side}-warning`;
  const describedBy =
    [error && errorId, warning && warningId].filter(Boolean).join(' ') || undefined;
  const label = t(`wordForm.${side}.label`);
  const focusLater = (id: string) =>
    requestAnimationFrame(() => document.getElementById(id)?.focus());

  const choose = (hit: DictionarySearchHit) => {
    const { equivalent, ...entry } = hit;
    setValue(`${side}Pick`, entry, { shouldDirty: true });
    setValue(`${side}Auto`, false);
    clearErrors(`${side}Word`);
    const other = otherSide(side);
    const values = getValues();
    if (equivalent && (sideIsEmpty(values, other) || values[`${other}Auto`])) {
      setValue(`${other}Mode`, 'search');
      setValue(
        `${other}Pick`,
        { ...equivalent, partOfSpeech: null, pronunciation: null },
        { shouldDirty: true },
      );
      setValue(`${other}Auto`, true);
      clearErrors(`${other}Word`);
    } else if (!equivalent && values[`${other}Auto`]) {
      // The other side came from the previous choice: it no longer applies.
      setValue(`${other}Pick`, null, { shouldDirty: true });
      setValue(`${other}Auto`, false);
    }
    setText('');
    setOpen(false);
  };

  const clear = () => {
    flushSync(() => {
      setValue(`${side}Pick`, null, { shouldDirty: true });
      setValue(`${side}Auto`, false);
    });
    document.getElementById(inputId)?.focus();
  };

  const typeIn = (word: string) => {
    setValue(`${side}Mode`, 'manual', { shouldDirty: true });
    setValue(`${side}Auto`, false);
    if (word) setValue(`${side}Word`, word, { shouldDirty: true });
    setOpen(false);
    clearErrors(`${side}Word`);
    focusLater(`word-${side}-word`);
  };

  const backToSearch = () => {
    setValue(`${side}Mode`, 'search', { shouldDirty: true });
    clearErrors(`${side}Word`);
    focusLater(pick ? `word-${side}-clear` : inputId);
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
        <FieldLabel htmlFor={pick ? `word-${side}-clear` : inputId}>{label}</FieldLabel>
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
  side,
  pick,
  auto,
  onClear,
  describedBy,
}: {
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
            <span className="text-xs text-muted-foreground">{pick.pronunciation}</span>
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
        id={`word-${side}-clear`}
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

/** A word the dictionary lacks, typed in with its details (created with the word). */
function ManualEntry({
  side,
  label,
  describedBy,
  messages,
  onSearch,
}: {
  side: DictionarySide;
  label: string;
  describedBy?: string;
  messages: ReactNode;
  onSearch: () => void;
}) {
  const { t } = useTranslation();
  const { register, setValue, formState } = useFormContext<WordFormValues>();
  const pronunciationRef = useRef<HTMLInputElement | null>(null);
  const id = (name: string) => `word-${side}-${name}`;
  const word = register(`${side}Word`);
  const pronunciation = register(`${side}Pronunciation`);
  const invalid = !!formState.errors[`${side}Word`];
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
      <FormField id={id('word')} label={t('wordForm.manual.word')}>
        {(a11y) => (
          <Input
            spellCheck={false}
            {...a11y}
            // Its error and warning show under the whole entry (`messages`).
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...word}
          />
        )}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={id('part-of-speech')} label={t('wordForm.manual.partOfSpeech')}>
          {(a11y) => (
            <Input
              placeholder={t(`wordForm.${side}.partOfSpeechPlaceholder`)}
              {...a11y}
              {...register(`${side}PartOfSpeech`)}
            />
          )}
        </FormField>
        <FormField
          id={id('pronunciation')}
          label={t('wordForm.manual.pronunciation')}
          addon={
            <SpecialLettersPicker
              variant="ipa"
              target={pronunciationRef}
              fieldLabel={t('wordForm.manual.pronunciation')}
              onInsert={(value) => setValue(`${side}Pronunciation`, value, { shouldDirty: true })}
            />
          }
        >
          {(a11y) => (
            <Input
              spellCheck={false}
              {...a11y}
              {...pronunciation}
              ref={(element) => {
                pronunciation.ref(element);
                pronunciationRef.current = element;
              }}
            />
          )}
        </FormField>
      </div>
      <FormField id={id('definition')} label={t('wordForm.manual.definition')}>
        {(a11y) => <Textarea rows={2} {...a11y} {...register(`${side}Definition`)} />}
      </FormField>
      {messages}
    </fieldset>
  );
}
