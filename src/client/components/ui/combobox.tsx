import { useId, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@client/lib/utils';
import { Input } from './input';

export interface ComboboxProps<T> {
  /** The text field's id, for its <label>. */
  id?: string;
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  onSelect: (item: T) => void;
  inputValue: string;
  onInputValueChange: (value: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the list of suggestions. */
  listLabel: string;
  /** Shown in the list's place when there are no items (loading, nothing found, an error...). */
  status?: ReactNode;
  /** Float the list over the page (true) or push the content below it down (false, in dialogs). */
  floating?: boolean;
  listClassName?: string;
  inputProps?: Omit<
    ComponentProps<'input'>,
    'id' | 'value' | 'onChange' | 'onKeyDown' | 'role' | 'type'
  >;
  className?: string;
}

/**
 * A text field with a list of suggestions (WAI-ARIA 1.2 combobox with a listbox popup): the
 * arrows move through the suggestions, Enter picks one, Escape closes the list, and focus stays in
 * the text field (the active suggestion is announced through aria-activedescendant).
 */
export function Combobox<T>({
  id,
  items,
  getKey,
  renderItem,
  onSelect,
  inputValue,
  onInputValueChange,
  open,
  onOpenChange,
  listLabel,
  status,
  floating = true,
  listClassName,
  inputProps,
  className,
}: ComboboxProps<T>) {
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const listId = `${generatedId}-list`;
  const optionId = (index: number) => `${generatedId}-option-${index}`;
  const [activeIndex, setActiveIndex] = useState(-1);
  // The active suggestion is forgotten whenever the suggestions change.
  const [itemsSeen, setItemsSeen] = useState(items);
  if (itemsSeen !== items) {
    setItemsSeen(items);
    setActiveIndex(-1);
  }

  const showPopup = open && (items.length > 0 || status != null);
  const active = showPopup && activeIndex >= 0 && activeIndex < items.length ? activeIndex : -1;

  const pick = (item: T) => {
    onSelect(item);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          onOpenChange(true);
          return;
        }
        if (items.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const from = active === -1 && step === -1 ? items.length : active;
        const next = (from + step + items.length) % items.length;
        setActiveIndex(next);
        document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
        return;
      }
      case 'Enter': {
        // Never submit the surrounding form from here.
        if (open) event.preventDefault();
        const item = active >= 0 ? items[active] : items.length === 1 ? items[0] : undefined;
        if (item !== undefined) pick(item);
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          onOpenChange(false);
          setActiveIndex(-1);
        }
        return;
    }
  };

  return (
    <div
      className={cn('relative', className)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onOpenChange(false);
      }}
    >
      <Input
        {...inputProps}
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showPopup}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        value={inputValue}
        onChange={(event) => {
          onInputValueChange(event.target.value);
          if (!open) onOpenChange(true);
        }}
        onKeyDown={onKeyDown}
        onClick={() => onOpenChange(true)}
      />
      <div
        data-slot="combobox-popup"
        hidden={!showPopup}
        className={cn(
          'overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md',
          floating ? 'absolute top-full right-0 left-0 z-50 mt-1' : 'mt-2',
        )}
      >
        <ul
          id={listId}
          role="listbox"
          aria-label={listLabel}
          className={cn(
            'max-h-64 overflow-y-auto p-1',
            items.length === 0 && 'hidden',
            listClassName,
          )}
        >
          {items.map((item, index) => (
            <li
              key={getKey(item)}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm select-none aria-selected:bg-accent aria-selected:text-accent-foreground"
              // Keep the focus in the text field.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== active && setActiveIndex(index)}
              onClick={() => pick(item)}
            >
              {renderItem(item)}
            </li>
          ))}
        </ul>
        {items.length === 0 && status}
      </div>
    </div>
  );
}
