import { canAccess } from '@shared/roles';
import { useSession } from '@client/features/auth/api/use-session';
import { UsersPage } from '@client/features/users/components/users-page';

/** /users: only admins manage accounts; the API enforces it too. */
export function UsersRoute() {
  const { data: user } = useSession();
  return <UsersPage canManage={canAccess(user?.role, 'users')} selfId={user?.id} />;
}
