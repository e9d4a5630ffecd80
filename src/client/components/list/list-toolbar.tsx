import { useEffect, useId, useRef, useState } from 'react';
import { LayoutGrid, List, Search } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useLocation, useNavigationType } from 'react-router';
import { Label } from '@client/components/ui/label';
import { Input } from '@client/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@client/components/ui/select';
import type { ListView } from '@client/lib/use-paged-list';
import { cn } from '@client/lib/utils';
import { SEARCH_DEBOUNCE_MS } from '@client/lib/search-term';

export interface ListToolbarLabels {
  search: string;
  searchPlaceholder: string;
  searchHint: string;
  view: string;
  list: string;
  cards: string;
  pageSize: string;
}

/** The toolbar's labels from a list's strings, which every list names alike under its section. */
export const listToolbarLabels = (
  t: TFunction,
  section: 'words' | 'expressions' | 'crossLanguage',
): ListToolbarLabels => ({
  search: t(`${section}.searchLabel`),
  searchPlaceholder: t(`${section}.searchPlaceholder`),
  searchHint: t(`${section}.searchHint`),
  view: t(`${section}.view.label`),
  list: t(`${section}.view.list`),
  cards: t(`${section}.view.cards`),
  pageSize: t(`${section}.pageSize`),
});

/**
 * A paged list's controls (words, expressions): the search box, reported 300 ms
 * after the last key; list or card view; and the page size.
 */
export function ListToolbar({
  labels,
  query,
  onSearch,
  view,
  onViewChange,
  pageSize,
  pageSizes,
  onPageSizeChange,
}: {
  labels: ListToolbarLabels;
  query: string;
  onSearch: (text: string) => void;
  view: ListView;
  onViewChange: (view: ListView) => void;
  pageSize: number;
  pageSizes: readonly number[];
  onPageSizeChange: (size: number) => void;
}) {
  const sizeId = useId();
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      <SearchBox labels={labels} initial={query} onSearch={onSearch} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ViewToggle labels={labels} value={view} onChange={onViewChange} />
        <div className="flex items-center gap-2">
          <Label htmlFor={sizeId} className="whitespace-nowrap text-muted-foreground">
            {labels.pageSize}
          </Label>
          <Select
            value={String(pageSize)}
            onValueChange={(value) => onPageSizeChange(Number(value))}
          >
            <SelectTrigger id={sizeId} className="w-20">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {pageSizes.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
    </div>
  );
}

type SearchProps = {
  labels: ListToolbarLabels;
  initial: string;
  onSearch: (text: string) => void;
};

/**
 * The search box keeps what is typed and reports it 300 ms after the last key. It starts from the
 * address's `q` and starts again from it when the user goes back or forward in the history.
 */
function SearchBox(props: SearchProps) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [historyKey, setHistoryKey] = useState(location.key);
  if (navigationType === 'POP' && location.key !== historyKey) setHistoryKey(location.key);
  return <SearchInput key={historyKey} {...props} />;
}

function SearchInput({ labels, initial, onSearch }: SearchProps) {
  const hintId = useId();
  const [value, setValue] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <div className="grid w-full gap-1.5 md:max-w-md">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={labels.search}
          aria-describedby={hintId}
          placeholder={labels.searchPlaceholder}
          value={value}
          onChange={(event) => {
            const text = event.target.value;
            setValue(text);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
          }}
          className="pl-9"
        />
      </div>
      <p id={hintId} className="sr-only">
        {labels.searchHint}
      </p>
    </div>
  );
}

/** List or cards: two toggle buttons, the current one pressed. */
function ViewToggle({
  labels,
  value,
  onChange,
}: {
  labels: ListToolbarLabels;
  value: ListView;
  onChange: (view: ListView) => void;
}) {
  const options = [
    { view: 'list', icon: List, label: labels.list },
    { view: 'cards', icon: LayoutGrid, label: labels.cards },
  ] as const;
  return (
    <div
      role="group"
      aria-label={labels.view}
      className="inline-flex h-10 items-center rounded-md border bg-background p-0.5"
    >
      {options.map(({ view, icon: Icon, label }) => (
        <button
          key={view}
          type="button"
          aria-pressed={value === view}
          onClick={() => onChange(view)}
          className={cn(
            'inline-flex h-full items-center gap-1.5 rounded-[calc(var(--radius)-4px)] px-3 text-sm font-medium text-muted-foreground ring-offset-background transition-colors outline-hidden hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
            'aria-pressed:bg-primary aria-pressed:text-primary-foreground',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {label}
        </button>
      ))}
    </div>
  );
}
