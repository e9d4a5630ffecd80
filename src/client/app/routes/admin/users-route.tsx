import { useSession } from '@client/features/auth/api/use-session';
import { UsersPage } from '@client/features/users/components/users-page';
import { useCanUsePage } from './use-can-use-page';

/** /users: only admins manage accounts; the API enforces it too. */
export function UsersRoute() {
  const { data: user } = useSession();
  return <UsersPage canManage={useCanUsePage('users')} selfId={user?.id} />;
}
