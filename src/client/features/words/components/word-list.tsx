import { useTranslation } from 'react-i18next';
import type { WordEntry } from '@shared/schemas/words';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { WordCard, WordCardSkeleton, type WordLayout } from './word-card';

/** Spec §9: five skeleton rows while the list loads (six cards in the card view). */
const SKELETON_ROWS = 5;
const SKELETON_CARDS = 6;

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

interface WordListProps {
  entries: readonly WordEntry[];
  layout: WordLayout;
  canManage: (entry: WordEntry) => boolean;
  onDelete: (entry: WordEntry) => void;
  /** True while another page loads in its place: the current one stays, dimmed. */
  stale?: boolean;
}

/** The words of one page, as rows in one card (list view) or as a grid of cards. */
export function WordList({ entries, layout, canManage, onDelete, stale = false }: WordListProps) {
  const { t } = useTranslation();
  const items = entries.map((entry) => (
    <li key={entry.localWord.id}>
      <WordCard
        entry={entry}
        layout={layout}
        canManage={canManage(entry)}
        onDelete={() => onDelete(entry)}
      />
    </li>
  ));
  const className = cn('transition-opacity', stale && 'opacity-60');
  if (layout === 'cards') {
    return (
      <ul aria-label={t('words.listLabel')} aria-busy={stale} className={cn(GRID, className)}>
        {items}
      </ul>
    );
  }
  return (
    <Card className={cn('@container overflow-hidden', className)}>
      <ul aria-label={t('words.listLabel')} aria-busy={stale} className="divide-y">
        {items}
      </ul>
    </Card>
  );
}

export function WordListSkeleton({ layout }: { layout: WordLayout }) {
  if (layout === 'cards') {
    return (
      <div className={GRID} aria-busy="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <WordCardSkeleton key={i} layout="cards" />
        ))}
      </div>
    );
  }
  return (
    <Card className="@container divide-y overflow-hidden" aria-busy="true">
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <WordCardSkeleton key={i} layout="list" />
      ))}
    </Card>
  );
}
