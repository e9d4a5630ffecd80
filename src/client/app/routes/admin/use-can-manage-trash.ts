import { canAccess } from '@shared/roles';
import { useSession } from '@client/features/auth/api/use-session';

/**
 * Admins delete a language that has words or expressions, restore from the trash and empty it;
 * editors read the trash and delete empty languages.
 */
export function useCanManageTrash() {
  const { data: user } = useSession();
  return canAccess(user?.role, 'trashAdmin');
}
