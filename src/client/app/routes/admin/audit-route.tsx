import { AuditPage } from '@client/features/audit/components/audit-page';
import { useCanUsePage } from './use-can-use-page';

/** /audit: the audit log is for admins only. */
export function AuditRoute() {
  return <AuditPage canView={useCanUsePage('audit')} />;
}
