import { useState } from 'react';
import { Plus, ShieldAlert, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User, UserCreated } from '@shared/schemas/users';
import { EmptyState } from '@client/components/layout/empty-state';
import { LoadError } from '@client/components/layout/load-error';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { useFormatNumber } from '@client/lib/use-format-number';
import { useLastDefined } from '@client/lib/use-last-defined';
import { useUpdateUser, useUsers } from '../api/use-users';
import { DeleteUserDialog } from './delete-user-dialog';
import { OneTimePasswordDialog } from './one-time-password-dialog';
import { UserCard, UserCardSkeleton } from './user-card';
import { UserFormDialog } from './user-form-dialog';
import { useUserErrorToast } from './use-user-error-toast';

const SKELETON_CARDS = 3;

type Editing = { mode: 'add' } | { mode: 'edit'; user: User } | null;

/**
 * /users: the accounts, for admins only (the API refuses anyone else too); others
 * are told the page is not theirs.
 */
export function UsersPage({ canManage, selfId }: { canManage: boolean; selfId?: number }) {
  const { t } = useTranslation();
  if (!canManage) {
    return (
      <div className="mx-auto grid max-w-5xl gap-6">
        <PageHeader title={t('users.title')} />
        <EmptyState
          icon={ShieldAlert}
          title={t('users.forbidden')}
          description={t('users.forbiddenHint')}
        />
      </div>
    );
  }
  return <UserList selfId={selfId} />;
}

function UserList({ selfId }: { selfId?: number }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const errorToast = useUserErrorToast();
  const users = useUsers();
  const update = useUpdateUser();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const [created, setCreated] = useState<UserCreated | null>(null);
  const shownEditing = useLastDefined(editing);
  const count = users.data?.length;

  const toggleStatus = (user: User) => {
    const status = user.status === 'suspended' ? 'active' : 'suspended';
    update.mutate(
      { id: user.id, input: { status } },
      {
        onSuccess: (saved) =>
          toast({
            title: t('users.toast.updated'),
            description:
              status === 'suspended'
                ? t('users.toast.suspendedDescription', { email: saved.email })
                : t('users.toast.reactivatedDescription', { email: saved.email }),
          }),
        onError: (error) => errorToast(error, t('users.toast.updateError')),
      },
    );
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader
          title={t('users.title')}
          description={
            count === undefined
              ? t('users.subtitle')
              : `${t('users.subtitle')} ${t('users.count', { count, formatted: formatNumber(count) })}`
          }
        />
        <Button onClick={() => setEditing({ mode: 'add' })}>
          <Plus aria-hidden="true" />
          {t('users.add')}
        </Button>
      </div>

      {users.isError ? (
        <LoadError
          title={t('users.loadError')}
          error={users.error}
          onRetry={() => void users.refetch()}
        />
      ) : !users.data ? (
        <div className="grid gap-3" aria-busy="true">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <UserCardSkeleton key={i} />
          ))}
        </div>
      ) : users.data.length === 0 ? (
        <EmptyState icon={Users} title={t('users.empty')} />
      ) : (
        <ul aria-label={t('users.listLabel')} className="grid gap-3">
          {users.data.map((user) => (
            <li key={user.id}>
              <UserCard
                user={user}
                self={user.id === selfId}
                onEdit={() => setEditing({ mode: 'edit', user })}
                onToggleStatus={() => toggleStatus(user)}
                onDelete={() => setToDelete(user)}
                statusPending={update.isPending && update.variables?.id === user.id}
              />
            </li>
          ))}
        </ul>
      )}

      <UserFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        user={shownEditing?.mode === 'edit' ? shownEditing.user : undefined}
        selfId={selfId}
        onCreated={(answer) => answer.oneTimePassword && setCreated(answer)}
      />
      <OneTimePasswordDialog created={created} onClose={() => setCreated(null)} />
      <DeleteUserDialog user={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
