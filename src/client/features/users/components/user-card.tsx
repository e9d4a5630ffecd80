import { KeyRound, Pencil, ShieldCheck, ShieldOff, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@shared/schemas/users';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { IconButton } from '@client/components/ui/icon-button';
import { Skeleton } from '@client/components/ui/skeleton';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/utils';

interface UserCardProps {
  user: User;
  /** The signed-in admin's own account. */
  self: boolean;
  onEdit: () => void;
  onToggleStatus: () => void;
  onDelete: () => void;
  /** Its suspend or reactivate request is on its way. */
  statusPending: boolean;
}

const ROLE_BADGE = {
  admin: 'default',
  editor: 'secondary',
  contributor: 'outline',
} as const;

/**
 * One account: name, e-mail, role, badges (superadmin, suspended, you), two-factor, last
 * sign-in; edit, suspend or reactivate, delete. The superadmin and the admin's own account cannot
 * be deleted or suspended, so they have no such buttons.
 */
export function UserCard({
  user,
  self,
  onEdit,
  onToggleStatus,
  onDelete,
  statusPending,
}: UserCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = `user-${user.id}`;
  const protectedAccount = user.isSuperadmin || self;
  const suspended = user.status === 'suspended';
  const lastLogin =
    user.lastLogin === null
      ? t('users.neverSignedIn')
      : t('users.lastLogin', {
          date: new Intl.DateTimeFormat(i18n.resolvedLanguage, {
            dateStyle: 'medium',
            timeStyle: 'short',
          }).format(user.lastLogin),
        });
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      data-testid="user-card"
      className={cn(
        'flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between',
        suspended && 'border-dashed bg-muted/40',
      )}
    >
      <div className="flex min-w-0 items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold uppercase"
        >
          {(user.name || user.email).slice(0, 1)}
        </span>
        <div className="grid min-w-0 gap-1.5">
          <div className="min-w-0">
            <h3 id={titleId} className="truncate leading-tight font-semibold">
              {user.email}
            </h3>
            <p className={cn('truncate text-sm', !user.name && 'text-muted-foreground italic')}>
              {user.name || t('users.noName')}
            </p>
          </div>
          <ul className="flex flex-wrap gap-1.5" aria-label={t('users.badgesLabel')}>
            <li>
              <Badge variant={ROLE_BADGE[user.role]}>{t(`roles.${user.role}`)}</Badge>
            </li>
            {user.isSuperadmin && (
              <li>
                <Badge className="bg-amber-500 text-amber-950">{t('users.superadmin')}</Badge>
              </li>
            )}
            {suspended && (
              <li>
                <Badge variant="destructive">{t('users.suspended')}</Badge>
              </li>
            )}
            {self && (
              <li>
                <Badge variant="outline">{t('users.you')}</Badge>
              </li>
            )}
            {user.mustChangePassword && (
              <li>
                <Badge variant="outline">
                  <KeyRound aria-hidden="true" />
                  {t('users.mustChangePassword')}
                </Badge>
              </li>
            )}
            <li>
              {user.twoFactorEnabled ? (
                <Badge variant="outline" className="text-emerald-700 dark:text-emerald-400">
                  <ShieldCheck aria-hidden="true" />
                  {t('users.twoFactorOn')}
                </Badge>
              ) : (
                <Badge variant="outline" className="text-muted-foreground">
                  <ShieldOff aria-hidden="true" />
                  {t('users.twoFactorOff')}
                </Badge>
              )}
            </li>
          </ul>
          <p className="text-xs text-muted-foreground">{lastLogin}</p>
        </div>
      </div>
      <div
        role="group"
        aria-label={t('users.actionsLabel', { email: user.email })}
        className="flex shrink-0 items-center gap-1 self-end sm:self-center"
      >
        {!protectedAccount && (
          <Button
            variant="outline"
            size="sm"
            onClick={onToggleStatus}
            disabled={statusPending}
            aria-label={
              suspended
                ? t('users.reactivateLabel', { email: user.email })
                : t('users.suspendLabel', { email: user.email })
            }
          >
            {statusPending && <Spinner />}
            {suspended ? t('users.reactivate') : t('users.suspend')}
          </Button>
        )}
        <IconButton
          label={t('users.editLabel', { email: user.email })}
          tooltip={t('users.edit')}
          className="size-9"
          onClick={onEdit}
        >
          <Pencil aria-hidden="true" />
        </IconButton>
        {!protectedAccount && (
          <IconButton
            label={t('users.deleteLabel', { email: user.email })}
            tooltip={t('users.delete')}
            className="size-9 text-muted-foreground hover:text-destructive"
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </IconButton>
        )}
      </div>
    </Card>
  );
}

export function UserCardSkeleton() {
  return (
    <Card className="flex items-center gap-3 p-4">
      <Skeleton className="size-10 rounded-full" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="h-5 w-40" />
      </div>
    </Card>
  );
}
