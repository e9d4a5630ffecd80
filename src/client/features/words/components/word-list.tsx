import { useTranslation } from 'react-i18next';
import type { WordEntry } from '@shared/schemas/words';
import { ItemList, ItemListSkeleton } from '@client/components/list/item-list';
import { WordCard, WordCardSkeleton, type WordLayout } from './word-card';

interface WordListProps {
  entries: readonly WordEntry[];
  layout: WordLayout;
  canManage: (entry: WordEntry) => boolean;
  onDelete: (entry: WordEntry) => void;
  /** Whether the user may put this (rejected) word back in the moderation queue. */
  canReopen?: (entry: WordEntry) => boolean;
  /** True while another page loads in its place: the current one stays, dimmed. */
  stale?: boolean;
}

/** The words of one page, as rows in one card (list view) or as a grid of cards. */
export function WordList({
  entries,
  layout,
  canManage,
  onDelete,
  canReopen = () => false,
  stale = false,
}: WordListProps) {
  const { t } = useTranslation();
  return (
    <ItemList label={t('words.listLabel')} view={layout} stale={stale}>
      {entries.map((entry) => (
        <li key={entry.localWord.id}>
          <WordCard
            entry={entry}
            layout={layout}
            canManage={canManage(entry)}
            canReopen={canReopen(entry)}
            onDelete={() => onDelete(entry)}
          />
        </li>
      ))}
    </ItemList>
  );
}

/** Skeleton rows while the list loads: as many as the expressions list, in either view. */
const SKELETON_COUNT = 5;

export function WordListSkeleton({ layout }: { layout: WordLayout }) {
  return (
    <ItemListSkeleton
      view={layout}
      count={SKELETON_COUNT}
      item={<WordCardSkeleton layout={layout} />}
    />
  );
}
