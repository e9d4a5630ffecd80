import { useMemo, useRef, useState, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fold } from '@shared/fold';
import { Combobox } from '@client/components/ui/combobox';
import { IconButton } from '@client/components/ui/icon-button';
import { Spinner } from '@client/components/ui/spinner';

/** Suggestions shown at once; typing narrows them. */
const MAX_SHOWN = 50;

export interface OptionPickerProps<T> {
  /** The text field's id, for its <label>. */
  id: string;
  /** The options; undefined while they load. */
  options: readonly T[] | undefined;
  loadFailed?: boolean;
  value: number | null;
  /** The chosen option's name while the options load (from the item being edited). */
  fallbackName?: string | null;
  onChange: (id: number | null) => void;
  /** Stable functions (defined once, outside the component): the suggestions are kept by them. */
  getId: (option: T) => number;
  getName: (option: T) => string;
  /** The text searched (folded: tones, accents and case aside); the name by default. */
  getSearchText?: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  placeholder: string;
  listLabel: string;
  clearLabel: string;
  noResults: string;
  loadError: string;
  disabled?: boolean;
}

/**
 * An optional choice among a short list, searchable (the expression's language and
 * locality, a dialect form's locality): the field shows the chosen name; typing filters the options (tones and accents
 * ignored); arrows and Enter choose; a clear button empties the choice.
 */
export function OptionPicker<T>({
  id,
  options,
  loadFailed = false,
  value,
  fallbackName,
  onChange,
  getId,
  getName,
  getSearchText = getName,
  renderOption,
  placeholder,
  listLabel,
  clearLabel,
  noResults,
  loadError,
  disabled,
}: OptionPickerProps<T>) {
  const { t } = useTranslation();
  const wrapper = useRef<HTMLDivElement>(null);
  // null while not typing: the field then shows the chosen option's name.
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  const selected = options?.find((option) => getId(option) === value);
  const selectedName = selected ? getName(selected) : value !== null ? (fallbackName ?? '') : '';
  const query = fold(text ?? '').trim();

  const items = useMemo(
    () =>
      (options ?? [])
        .filter((option) => query === '' || fold(getSearchText(option)).includes(query))
        .slice(0, MAX_SHOWN),
    [options, query, getSearchText],
  );

  const status = loadFailed ? (
    <p className="px-3 py-3 text-sm text-destructive" role="status">
      {loadError}
    </p>
  ) : !options ? (
    <p className="flex items-center gap-2 px-3 py-3 text-sm text-muted-foreground" role="status">
      <Spinner />
      {t('common.loading')}
    </p>
  ) : (
    <p className="px-3 py-3 text-sm text-muted-foreground" role="status">
      {noResults}
    </p>
  );

  const close = (next: boolean) => {
    setOpen(next);
    // Leaving the field without choosing puts the chosen name back.
    if (!next) setText(null);
  };

  return (
    <div ref={wrapper} className="relative">
      <Combobox
        id={id}
        items={items}
        getKey={getId}
        renderItem={renderOption}
        onSelect={(option) => {
          onChange(getId(option));
          setText(null);
          setOpen(false);
        }}
        inputValue={text ?? selectedName}
        onInputValueChange={setText}
        open={open}
        onOpenChange={close}
        listLabel={listLabel}
        status={status}
        inputProps={{
          placeholder,
          disabled,
          className: value !== null ? 'pr-11' : undefined,
          // Selecting the whole name lets typing replace it at once.
          onFocus: (event) => event.currentTarget.select(),
        }}
      />
      {value !== null && (
        <IconButton
          label={clearLabel}
          className="absolute top-0.5 right-0.5 size-9 text-muted-foreground"
          disabled={disabled}
          onClick={() => {
            onChange(null);
            setText(null);
            wrapper.current?.querySelector('input')?.focus();
          }}
        >
          <X aria-hidden="true" />
        </IconButton>
      )}
    </div>
  );
}
