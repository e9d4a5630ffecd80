import { useState, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WordSearchResult } from '@shared/schemas/words';
import { homographLabel } from '@shared/homograph';
import { wordPath } from '@shared/pages';
import { MatchNote } from '@client/components/dictionary/match-note';
import { Badge } from '@client/components/ui/badge';
import { Combobox } from '@client/components/ui/combobox';
import { Spinner } from '@client/components/ui/spinner';
import { SEARCH_DEBOUNCE_MS, searchTerm } from '@client/lib/search-term';
import { useDebouncedValue } from '@client/lib/use-debounced-value';
import { useGlobalWordSearch } from '../api/use-global-word-search';

/** Searches 300 ms after the last key. */

/** Back-office areas from which a hit opens the word's edit page rather than its public page. */
const ADMIN_AREAS = ['/dashboard', '/words', '/expressions', '/languages'];

/** Where a hit leads: the edit page from the back office, else the public page. */
export function searchHitPath(hit: WordSearchResult, pathname: string): string {
  const fromAdmin = ADMIN_AREAS.some((area) => pathname.startsWith(area));
  if (fromAdmin && hit.localWordId) return `/words/edit/${hit.localWordId}`;
  return hit.localWord ? wordPath(hit.localWord) : `/word/${hit.localWordId}`;
}

function StatusLine({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 px-3 py-6 text-center text-sm break-words text-muted-foreground"
    >
      {children}
    </p>
  );
}

/** How a hit matched: a typo, another form of the word, or the word or gloss of its type. */
const matchBadge = (hit: WordSearchResult) =>
  hit.match.by === 'approximate' || hit.match.by === 'form' ? hit.match.by : hit.type;

function Hit({ hit }: { hit: WordSearchResult }) {
  const { t } = useTranslation();
  const headword = homographLabel(hit.localWord, hit.homographNumber);
  const glosses = [hit.frenchWord, hit.englishWord].filter(Boolean).join(' · ');
  return (
    <div className="flex min-w-0 flex-1 items-start justify-between gap-3 py-0.5">
      <div className="grid min-w-0 gap-0.5">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold break-words">{headword}</span>
          <Badge variant="secondary">{hit.languageName}</Badge>
        </div>
        {/* The badge says enough of a gloss or a typo; a form also names itself. */}
        {hit.match.by === 'form' && <MatchNote match={hit.match} word={headword} />}
        {glosses && <span className="text-xs break-words text-muted-foreground">{glosses}</span>}
      </div>
      <Badge variant="outline" className="mt-0.5 shrink-0 font-normal text-muted-foreground">
        {t(`globalSearch.match.${matchBadge(hit)}`)}
      </Badge>
    </div>
  );
}

/**
 * The dashboard's search over every language: a list opens from 2 characters (300 ms
 * after the last key), closes on Escape or a click elsewhere, and is used with the arrow keys and
 * Enter too. A hit opens the word's edit page from the back office, else its public page.
 */
export function GlobalWordSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // The same gate as the server's: a lone tone mark or ɛ́ opens no list saying "no result".
  const term = searchTerm(text);
  const debounced = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const search = useGlobalWordSearch(debounced);

  const long = term !== '';
  const settled = debounced === term;
  const items = long && settled && search.data ? search.data : [];

  let status: ReactNode = null;
  if (long) {
    if (!settled || search.isPending) {
      status = (
        <StatusLine>
          <Spinner />
          {t('globalSearch.searching')}
        </StatusLine>
      );
    } else if (search.isError) {
      status = <StatusLine>{t('globalSearch.error')}</StatusLine>;
    } else if (items.length === 0) {
      status = <StatusLine>{t('globalSearch.noResults', { query: debounced })}</StatusLine>;
    }
  }

  return (
    <search className="relative w-full max-w-2xl">
      <Search
        className="pointer-events-none absolute top-5 left-3 z-10 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Combobox
        items={items}
        getKey={(hit) => hit.localWordId}
        renderItem={(hit) => <Hit hit={hit} />}
        onSelect={(hit) => {
          setOpen(false);
          void navigate(searchHitPath(hit, pathname));
        }}
        inputValue={text}
        onInputValueChange={setText}
        open={open && long}
        onOpenChange={setOpen}
        listLabel={t('globalSearch.listLabel')}
        status={status}
        listClassName="max-h-96"
        inputProps={{
          'aria-label': t('globalSearch.label'),
          placeholder: t('globalSearch.placeholder'),
          className: 'h-11 pl-9',
          enterKeyHint: 'search',
          spellCheck: false,
          autoCapitalize: 'off',
        }}
      />
    </search>
  );
}
