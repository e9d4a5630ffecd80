import { canAccess } from '@shared/roles';
import { useSession } from '@client/features/auth/api/use-session';
import { AuditPage } from '@client/features/audit/components/audit-page';

/** /audit: the audit log is for admins only. */
export function AuditRoute() {
  const { data: user } = useSession();
  return <AuditPage canView={canAccess(user?.role, 'audit')} />;
}
