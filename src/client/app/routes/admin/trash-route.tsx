import { TrashPage } from '@client/features/trash/components/trash-page';
import { useCanManageTrash } from './use-can-manage-trash';
import { useCanUsePage } from './use-can-use-page';

/** /trash: staff see what was deleted; admins restore it or delete it for good. */
export function TrashRoute() {
  return <TrashPage canView={useCanUsePage('trash')} canManage={useCanManageTrash()} />;
}
