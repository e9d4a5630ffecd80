import { useState } from 'react';
import { BookA, Filter, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@shared/schemas/auth';
import { canAccess } from '@shared/roles';
import { WORD_DEFAULT_PAGE_SIZE, WORD_PAGE_SIZES, type WordEntry } from '@shared/schemas/words';
import { ListToolbar, listToolbarLabels } from '@client/components/list/list-toolbar';
import { ListPageHeader, NewItemButton } from '@client/components/list/list-page-header';
import { PagedResults } from '@client/components/list/paged-results';
import { EmptyState } from '@client/components/layout/empty-state';
import { useFormatNumber } from '@client/lib/use-format-number';
import { usePagedList, usePageInRange } from '@client/lib/use-paged-list';
import { useWordsPage } from '../api/words-queries';
import { DeleteWordDialog } from './delete-word-dialog';
import { WordList, WordListSkeleton } from './word-list';
import {
  hasWordFilters,
  readWordFilters,
  WORD_FILTER_PARAMS,
  wordFilterParams,
  wordFilterQuery,
  WordsFilters,
  type WordFilters,
} from './words-filters';

/** Admins and editors change any word; a contributor only their own words still pending. */
function canManageWord(user: SessionUser, entry: WordEntry) {
  if (canAccess(user.role, 'moderation')) return true;
  const word = entry.localWord;
  return (
    word.status === 'pending' && word.submitterEmail?.toLowerCase() === user.email.toLowerCase()
  );
}

/**
 * /words: 'Dictionnaire des mots', the count, a search box (300 ms, from 2
 * characters, back to page 1), filters (language, status, letter, part of speech, noun class,
 * spelling outside the alphabet), list or card view, page size, pager, audio, edit and delete,
 * and for moderators a rejected word's way back to the queue. All of them live in the address.
 * The count says which statuses it counts (the dashboard's counts approved words only).
 */
export function WordsPage({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const list = usePagedList(
    { sizes: WORD_PAGE_SIZES, defaultSize: WORD_DEFAULT_PAGE_SIZE },
    { filters: WORD_FILTER_PARAMS },
  );
  const { state, update, search, hrefFor } = list;
  const filters = readWordFilters(list.filter);
  const words = useWordsPage({
    page: state.page,
    limit: state.limit,
    search: state.q,
    filters: wordFilterQuery(filters),
  });
  const filter = (changes: Partial<WordFilters>) => list.setFilters(wordFilterParams(changes));
  const [toDelete, setToDelete] = useState<WordEntry | null>(null);

  usePageInRange(list, words.data?.pagination.totalPages, words.isPlaceholderData);

  const total = words.data?.pagination.total;
  const newWordButton = (label: string) => <NewItemButton to="/words/new" label={label} />;

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <ListPageHeader
        title={t('words.title')}
        count={
          total === undefined
            ? undefined
            : t(`words.count.${filters.status ?? 'all'}`, {
                count: total,
                formatted: formatNumber(total),
              })
        }
        countWidth="w-48"
        action={newWordButton(t('words.new'))}
      />

      <div className="grid gap-3">
        <ListToolbar
          labels={listToolbarLabels(t, 'words')}
          query={state.q}
          onSearch={search}
          view={state.view}
          onViewChange={(view) => update({ view })}
          pageSize={state.limit}
          pageSizes={WORD_PAGE_SIZES}
          onPageSizeChange={(limit) => update({ limit, page: 1 })}
        />
        <WordsFilters value={filters} onChange={filter} />
      </div>

      <PagedResults
        query={words}
        loadErrorTitle={t('words.loadError')}
        skeleton={<WordListSkeleton layout={state.view} />}
        empty={
          state.q ? (
            <EmptyState
              icon={SearchX}
              title={t('words.empty.noMatch', { query: state.q })}
              description={t('words.empty.noMatchHint')}
            />
          ) : hasWordFilters(filters) ? (
            <EmptyState
              icon={Filter}
              title={t('words.empty.noFilterMatch')}
              description={t('words.empty.noFilterMatchHint')}
            />
          ) : (
            <EmptyState
              icon={BookA}
              title={t('words.empty.none')}
              description={t('words.empty.noneHint')}
              action={newWordButton(t('words.empty.addFirst'))}
            />
          )
        }
        hrefFor={hrefFor}
      >
        {(entries, stale) => (
          <WordList
            entries={entries}
            layout={state.view}
            canManage={(entry) => canManageWord(user, entry)}
            canReopen={() => canAccess(user.role, 'moderation')}
            onDelete={setToDelete}
            stale={stale}
          />
        )}
      </PagedResults>

      <DeleteWordDialog entry={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
