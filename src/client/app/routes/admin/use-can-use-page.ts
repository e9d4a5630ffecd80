import { canAccess } from '@shared/roles';
import { PAGES, type BackOfficePageId } from '@shared/pages';
import { useSession } from '@client/features/auth/api/use-session';

/**
 * Whether the signed-in user's role may use a back-office page, as the page registry says
 * (@shared/pages); the page tells the others it is not theirs, and the API refuses them too.
 */
export function useCanUsePage(id: BackOfficePageId) {
  const { data: user } = useSession();
  return canAccess(user?.role, PAGES[id].access);
}
