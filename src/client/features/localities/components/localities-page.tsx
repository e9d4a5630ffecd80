import { useState, type ReactNode } from 'react';
import { MapPin, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Locality } from '@shared/schemas/places';
import { EmptyState } from '@client/components/layout/empty-state';
import { LoadError } from '@client/components/layout/load-error';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useFormatNumber } from '@client/lib/use-format-number';
import { useLastDefined } from '@client/lib/use-last-defined';
import { useLocalities } from '../api/use-localities';
import { DeleteLocalityDialog } from './delete-locality-dialog';
import { LocalityCard } from './locality-card';
import { LocalityFormDialog } from './locality-form-dialog';

const SKELETON_CARDS = 3;

type Editing = { mode: 'add' } | { mode: 'edit'; locality: Locality } | null;

interface LocalitiesPageProps {
  canEdit: boolean;
  /** Extra header buttons from the app: the countries import, shown only while there are none. */
  toolbar?: ReactNode;
}

/** /localities: the places where languages are spoken, as a grid of cards. */
export function LocalitiesPage({ canEdit, toolbar }: LocalitiesPageProps) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const localities = useLocalities();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Locality | null>(null);
  // Keeps the dialog's title and fields while it closes.
  const shownEditing = useLastDefined(editing);

  const count = localities.data?.length;
  const addButton = (label: string) => (
    <Button onClick={() => setEditing({ mode: 'add' })}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader
          title={t('localities.title')}
          description={
            count === undefined
              ? undefined
              : t('localities.count', { count, formatted: formatNumber(count) })
          }
        />
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            {toolbar}
            {addButton(t('localities.add'))}
          </div>
        )}
      </div>

      {localities.isError ? (
        <LoadError
          title={t('localities.loadError')}
          error={localities.error}
          onRetry={() => void localities.refetch()}
        />
      ) : localities.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <Card key={i} className="grid gap-3 p-4">
              <div className="flex gap-3">
                <Skeleton className="size-9" />
                <div className="grid flex-1 gap-2">
                  <Skeleton className="h-5 w-2/3" />
                  <Skeleton className="h-5 w-1/2" />
                </div>
              </div>
              <Skeleton className="h-4 w-full" />
            </Card>
          ))}
        </div>
      ) : localities.data.length === 0 ? (
        <EmptyState
          icon={MapPin}
          title={t('localities.empty.none')}
          description={canEdit ? t('localities.empty.noneHint') : undefined}
          action={canEdit ? addButton(t('localities.empty.addFirst')) : undefined}
        />
      ) : (
        <ul
          aria-label={t('localities.listLabel')}
          className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
        >
          {localities.data.map((locality) => (
            <li key={locality.id}>
              <LocalityCard
                locality={locality}
                onEdit={canEdit ? () => setEditing({ mode: 'edit', locality }) : undefined}
                onDelete={canEdit ? () => setToDelete(locality) : undefined}
              />
            </li>
          ))}
        </ul>
      )}

      {canEdit && (
        <>
          <LocalityFormDialog
            open={editing !== null}
            onOpenChange={(open) => !open && setEditing(null)}
            locality={shownEditing?.mode === 'edit' ? shownEditing.locality : undefined}
          />
          <DeleteLocalityDialog locality={toDelete} onClose={() => setToDelete(null)} />
        </>
      )}
    </div>
  );
}
