import { canAccess } from '@shared/roles';
import { useSession } from '@client/features/auth/api/use-session';

/** Admins and editors change languages, localities, countries and regions; contributors read. */
export function useCanEditReferenceData() {
  const { data: user } = useSession();
  return canAccess(user?.role, 'referenceData');
}
