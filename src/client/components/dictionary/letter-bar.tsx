import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFormatNumber } from '@client/lib/use-format-number';
import { cn } from '@client/lib/utils';

/** One letter of the bar: as the address carries it (`ch`), as shown (`Ch`), and its words. */
export interface LetterChip {
  letter: string;
  upper: string;
  /** Published words under the letter; unknown across languages (no count shown then). */
  count?: number;
}

/** The key of the "all letters" chip among the letters' own. */
const ALL = '';

/** 44 px on phones (a finger), compact from the `sm` breakpoint on (a pointer). */
const chipClass =
  'inline-flex h-11 min-w-11 flex-col items-center justify-center gap-0.5 rounded-md border px-2 text-sm leading-none font-medium sm:h-9 sm:min-w-9';

/**
 * The letter bar of /browse: "all", then each letter, as links (so they open in a new tab, and
 * work before JavaScript). A letter without words is shown dimmed, not a link. The bar is one Tab
 * stop (roving tabindex, as a toolbar): the arrow keys move between the letters that are links,
 * Home and End to the first and the last, Enter follows the link.
 */
export function LetterBar({
  letters,
  current,
  hrefFor,
}: {
  letters: LetterChip[];
  current: string | undefined;
  hrefFor: (letter: string | undefined) => string;
}) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const list = useRef<HTMLUListElement>(null);
  const [focused, setFocused] = useState<string | null>(null);

  const enabled = [ALL, ...letters.filter((l) => l.count !== 0).map((l) => l.letter)];
  // The one chip Tab reaches: the last one focused, else the current letter, else "all".
  const tabStop =
    focused !== null && enabled.includes(focused)
      ? focused
      : enabled.includes(current ?? ALL)
        ? (current ?? ALL)
        : ALL;

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    // Alt+Left is the browser's Back; modified keys are not the bar's.
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const links = Array.from(list.current?.querySelectorAll<HTMLElement>('a[data-letter]') ?? []);
    const index = links.findIndex((link) => link === document.activeElement);
    if (index < 0) return;
    const target = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: links.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    links[Math.max(0, Math.min(links.length - 1, target))]?.focus();
  };

  /**
   * A letter's chip, named "Ch, 3 mots". The space between the letter and its count keeps what it
   * shows ("Ch 3") part of that name (WCAG 2.5.3, label in name, punctuation aside).
   */
  const link = (key: string, label: string, name: string | undefined, count?: number) => {
    const isCurrent = (current ?? ALL) === key;
    return (
      <Link
        to={hrefFor(key || undefined)}
        data-letter={key}
        tabIndex={key === tabStop ? 0 : -1}
        aria-current={isCurrent ? 'page' : undefined}
        aria-label={name}
        className={cn(
          chipClass,
          'outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
          isCurrent ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-accent',
        )}
      >
        <span>{label}</span>
        {count !== undefined && (
          <>
            {' '}
            <span
              className={cn(
                'text-[10px] font-normal tabular-nums',
                isCurrent ? 'text-primary-foreground/80' : 'text-muted-foreground',
              )}
            >
              {formatNumber(count)}
            </span>
          </>
        )}
      </Link>
    );
  };

  return (
    <nav aria-label={t('browse.lettersLabel')}>
      <ul
        ref={list}
        className="flex flex-wrap gap-1"
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const key = (event.target as HTMLElement).dataset.letter;
          if (key !== undefined) setFocused(key);
        }}
      >
        <li>{link(ALL, t('browse.allLetters'), undefined)}</li>
        {letters.map(({ letter, upper, count }) => {
          const name =
            count === undefined
              ? t('browse.letterLink', { letter: upper })
              : t('browse.letterCount', { letter: upper, count, formatted: formatNumber(count) });
          return (
            <li key={letter}>
              {count === 0 ? (
                // Not a link: there is nothing to open. Its name says so to a screen reader.
                <span
                  aria-disabled="true"
                  aria-current={(current ?? ALL) === letter ? 'page' : undefined}
                  className={cn(chipClass, 'border-dashed text-muted-foreground opacity-60')}
                >
                  <span aria-hidden="true">{upper}</span>
                  <span aria-hidden="true" className="text-[10px] font-normal tabular-nums">
                    {formatNumber(0)}
                  </span>
                  <span className="sr-only">{name}</span>
                </span>
              ) : (
                link(letter, upper, name, count)
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
