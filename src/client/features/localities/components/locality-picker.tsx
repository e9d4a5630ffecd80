import { useMemo, useState } from 'react';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MIN_LENGTH } from '@shared/search-text';
import type { Locality } from '@shared/schemas/places';
import { LocalityOption } from '@client/components/places/locality-option';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Combobox } from '@client/components/ui/combobox';
import { Flag } from '@client/components/ui/flag';
import { Spinner } from '@client/components/ui/spinner';
import { useCountryName } from '@client/lib/country-name';
import { SEARCH_DEBOUNCE_MS } from '@client/lib/search-term';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useLocalitySearch } from '../api/use-localities';
import { LocalityFormDialog } from './locality-form-dialog';

/** Searches wait for 300 ms without typing. */

export interface LocalityPickerProps {
  /** The text field's id, for its <label>. */
  id: string;
  value: readonly Locality[];
  onChange: (localities: Locality[]) => void;
}

/**
 * Chooses localities: search from 2 characters, already chosen ones are neither
 * suggested nor added twice, chosen ones are removable badges. When nothing matches, the typed name
 * can be created in a nested dialog; the new locality then joins the selection.
 */
export function LocalityPicker({ id, value, onChange }: LocalityPickerProps) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState<string | null>(null);
  const query = text.trim();
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const search = useLocalitySearch(debounced);

  const chosen = useMemo(() => new Set(value.map((locality) => locality.id)), [value]);
  const suggestions = useMemo(
    () =>
      query.length < SEARCH_MIN_LENGTH
        ? []
        : (search.data ?? []).filter((locality) => !chosen.has(locality.id)),
    [query, search.data, chosen],
  );

  const add = (locality: Locality) => {
    if (!chosen.has(locality.id)) onChange([...value, locality]);
    setText('');
    setOpen(false);
  };
  const remove = (locality: Locality) =>
    onChange(value.filter((other) => other.id !== locality.id));

  const waiting = debounced !== query || search.isFetching;
  const status =
    query.length < SEARCH_MIN_LENGTH ? (
      <p className="px-3 py-3 text-sm text-muted-foreground">
        {t('localities.picker.hint', { min: SEARCH_MIN_LENGTH })}
      </p>
    ) : waiting ? (
      <p className="flex items-center gap-2 px-3 py-3 text-sm text-muted-foreground" role="status">
        <Spinner />
        {t('localities.picker.searching')}
      </p>
    ) : search.isError ? (
      <p className="px-3 py-3 text-sm text-destructive" role="status">
        {t('localities.picker.searchError')}
      </p>
    ) : (
      <div className="grid justify-items-start gap-2 px-3 py-3">
        <p className="text-sm text-muted-foreground" role="status">
          {t('localities.picker.noResults')}
        </p>
        <Button
          size="sm"
          variant="secondary"
          className="max-w-full"
          onClick={() => {
            setCreating(query);
            setOpen(false);
          }}
        >
          <Plus aria-hidden="true" />
          <span className="truncate">{t('localities.picker.create', { name: query })}</span>
        </Button>
      </div>
    );

  return (
    <div className="grid gap-2">
      {value.length > 0 && (
        <ul aria-label={t('localities.picker.selectedLabel')} className="flex flex-wrap gap-1.5">
          {value.map((locality) => (
            <li key={locality.id} className="max-w-full">
              <Badge variant="secondary" className="py-1 pr-1 text-sm">
                <Flag
                  src={locality.countryFlag}
                  alt={countryName(locality.countryName, locality.countryNameFr)}
                />
                <span className="truncate">{locality.name}</span>
                <button
                  type="button"
                  aria-label={t('localities.picker.remove', { name: locality.name })}
                  className="ml-0.5 rounded-sm p-0.5 text-muted-foreground outline-hidden hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={() => remove(locality)}
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
        floating={false}
        items={suggestions}
        getKey={(locality) => locality.id}
        renderItem={(locality) => <LocalityOption locality={locality} />}
        onSelect={add}
        inputValue={text}
        onInputValueChange={setText}
        open={open && query.length > 0}
        onOpenChange={setOpen}
        listLabel={t('localities.picker.listLabel')}
        status={status}
        inputProps={{ placeholder: t('localities.picker.placeholder') }}
      />
      <LocalityFormDialog
        open={creating !== null}
        onOpenChange={(next) => !next && setCreating(null)}
        defaultName={creating ?? ''}
        context="picker"
        onSaved={add}
        onCloseAutoFocus={(event) => {
          // The button that opened it is gone with the suggestions: back to the search field.
          event.preventDefault();
          document.getElementById(id)?.focus();
        }}
      />
    </div>
  );
}
