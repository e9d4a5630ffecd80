import {
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AlphabetLetter } from '@shared/alphabet';
import { cn } from '@client/lib/utils';
import {
  DOTTED_CIRCLE,
  IPA_SYMBOLS,
  TONE_MARKS,
  insertAt,
  pickerLetters,
  type PickerLetter,
} from './special-letters';

type TextField = HTMLInputElement | HTMLTextAreaElement;

export interface SpecialLettersPickerProps {
  /** The field the letters go into. */
  target: RefObject<TextField | null>;
  /**
   * Stores the field's new value: react-hook-form's `setValue(name, value)` for a registered
   * field, the state setter for a controlled one. Called synchronously, so the caret can follow.
   */
  onInsert: (value: string) => void;
  /** The field's label, for the picker's name ("Lettres spéciales : Mot local"). */
  fieldLabel: string;
  /** 'ipa' adds IPA symbols, for pronunciation fields. */
  variant?: 'letters' | 'ipa';
  /**
   * The letters of the current language's alphabet: those a keyboard lacks come first, in their
   * own group, before the generic ones.
   */
  languageLetters?: readonly AlphabetLetter[];
  className?: string;
}

const STORAGE_KEY = 'maneno.specialLetters';

/** Open or closed, per variant, remembered for the next visit (letters start open, IPA closed). */
function storedOpen(variant: string): boolean {
  try {
    const value = localStorage.getItem(`${STORAGE_KEY}.${variant}`);
    return value === null ? variant === 'letters' : value === 'open';
  } catch {
    return variant === 'letters';
  }
}

function rememberOpen(variant: string, open: boolean) {
  try {
    localStorage.setItem(`${STORAGE_KEY}.${variant}`, open ? 'open' : 'closed');
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}

const keyButton =
  'inline-flex h-9 min-w-8 items-center justify-center rounded-md border border-input bg-background px-1.5 text-lg leading-none outline-hidden transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 ring-offset-background sm:h-8 sm:min-w-8 sm:text-base dark:bg-input/30';

/**
 * An on-screen keyboard of the letters most keyboards lack (ɛ ɔ ŋ ɓ ɗ ə ʊ ɪ, their capitals, the
 * combining tone marks, and IPA symbols for pronunciations), shown under a text field; given the
 * current language's alphabet, its own letters come first (ɛ ɔ for Lingala). A button
 * inserts at the field's caret, or over its selection, then gives the focus and caret back. The
 * buttons form one toolbar (a single Tab stop; arrows, Home and End move inside it); mouse clicks
 * never take the focus from the field; none of them submits the form. Shift+click, or the
 * "Majuscules" toggle, inserts capitals.
 */
export function SpecialLettersPicker({
  target,
  onInsert,
  fieldLabel,
  variant = 'letters',
  languageLetters,
  className,
}: SpecialLettersPickerProps) {
  const { t } = useTranslation();
  const toolbarId = useId();
  const [open, setOpen] = useState(() => storedOpen(variant));
  const [upper, setUpper] = useState(false);
  const [active, setActive] = useState(0);
  const toolbar = useRef<HTMLDivElement>(null);

  const toggleOpen = () => {
    setOpen(!open);
    rememberOpen(variant, !open);
  };

  const insert = (text: string) => {
    const field = target.current;
    if (!field) return;
    const edit = insertAt(field.value, text, field.selectionStart, field.selectionEnd);
    // Commit the new value now, so that the caret set below is not moved by a later render.
    flushSync(() => onInsert(edit.value));
    field.focus();
    field.setSelectionRange(edit.caret, edit.caret);
  };

  const letterLabel = (letter: PickerLetter, glyph: string, capital: boolean) => {
    // A letter of the language that has no name here (ŋg) is read as written.
    if (!letter.name) return t('specialLetters.insertLetter', { char: glyph });
    const name = t(`specialLetters.names.${letter.name}`);
    return t('specialLetters.insert', {
      char: glyph,
      name: capital ? t('specialLetters.capitalName', { name }) : name,
    });
  };

  interface Key {
    key: string;
    glyph: string;
    label: string;
    onClick: (event: MouseEvent) => void;
    /** For the capitals toggle. */
    pressed?: boolean;
  }
  const letterKey = (letter: PickerLetter): Key => {
    const glyph = upper && letter.upper ? letter.upper : letter.char;
    return {
      key: letter.char,
      glyph,
      label: letterLabel(letter, glyph, upper && !!letter.upper),
      onClick: (event: MouseEvent) =>
        insert((upper || event.shiftKey) && letter.upper ? letter.upper : letter.char),
    };
  };
  const { language: ownLetters, others } = pickerLetters(
    variant === 'letters' ? languageLetters : undefined,
  );
  const letters = others.map(letterKey);
  // IPA has no capitals.
  if (variant === 'letters') {
    letters.push({
      key: 'capitals',
      glyph: t('specialLetters.capitals'),
      label: t('specialLetters.capitalsLabel'),
      onClick: () => setUpper(!upper),
      pressed: upper,
    });
  }
  const groups: { name: 'language' | 'letters' | 'tones' | 'ipa'; keys: Key[] }[] = [
    ...(ownLetters.length > 0
      ? [{ name: 'language' as const, keys: ownLetters.map(letterKey) }]
      : []),
    { name: 'letters', keys: letters },
    {
      name: 'tones',
      keys: TONE_MARKS.map((mark) => ({
        key: mark.name,
        glyph: DOTTED_CIRCLE + mark.char,
        label: t('specialLetters.insertTone', { name: t(`specialLetters.names.${mark.name}`) }),
        onClick: () => insert(mark.char),
      })),
    },
  ];
  if (variant === 'ipa') {
    groups.push({
      name: 'ipa',
      keys: IPA_SYMBOLS.map((symbol) => ({
        key: symbol.name,
        glyph: symbol.char,
        label: t('specialLetters.insert', {
          char: symbol.char,
          name: t(`specialLetters.names.${symbol.name}`),
        }),
        onClick: () => insert(symbol.char),
      })),
    });
  }
  const count = groups.reduce((sum, group) => sum + group.keys.length, 0);
  const current = Math.min(active, count - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: count - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = (to + count) % count;
    setActive(next);
    toolbar.current?.querySelectorAll<HTMLButtonElement>('[data-picker-key]')[next]?.focus();
  };

  // Mouse and touch clicks leave the focus (and the selection) in the field.
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  return (
    <div className={cn('grid justify-items-start gap-2', className)}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={toolbarId}
        onClick={toggleOpen}
        className="-my-1 inline-flex items-center gap-1.5 rounded-sm py-1 text-xs text-muted-foreground outline-hidden hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span aria-hidden="true" className="font-medium text-foreground">
          ɛ ŋ {DOTTED_CIRCLE + '\u0301'}
        </span>
        {open ? t('specialLetters.hide') : t('specialLetters.show')}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-3.5 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        id={toolbarId}
        ref={toolbar}
        role="toolbar"
        aria-label={t('specialLetters.toolbarLabel', { field: fieldLabel })}
        hidden={!open}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-x-3 gap-y-1"
      >
        {groups.map((group, groupIndex) => {
          const offset = groups
            .slice(0, groupIndex)
            .reduce((sum, previous) => sum + previous.keys.length, 0);
          return (
            <div
              key={group.name}
              role="group"
              aria-label={t(`specialLetters.groups.${group.name}`)}
              className="flex flex-wrap gap-1"
            >
              {group.keys.map((item, keyIndex) => {
                const index = offset + keyIndex;
                return (
                  <button
                    key={item.key}
                    type="button"
                    data-picker-key={item.key}
                    tabIndex={index === current ? 0 : -1}
                    aria-label={item.label}
                    aria-pressed={item.pressed}
                    title={item.label}
                    onMouseDown={keepFocus}
                    onFocus={() => setActive(index)}
                    onClick={item.onClick}
                    className={cn(
                      keyButton,
                      group.name === 'tones' && 'text-xl sm:text-lg',
                      item.pressed !== undefined && 'px-2 text-xs font-medium sm:text-xs',
                      item.pressed &&
                        'border-primary bg-primary text-primary-foreground hover:bg-primary/90 hover:text-primary-foreground',
                    )}
                  >
                    <span aria-hidden="true">{item.glyph}</span>
                  </button>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
