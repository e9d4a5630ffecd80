import { ExpressionsPage } from '@client/features/expressions/components/expressions-page';
import { useCanEditReferenceData } from './use-can-edit-reference-data';

/** /expressions: everyone signed in reads; admins and editors create, edit and delete. */
export function ExpressionsRoute() {
  const canEdit = useCanEditReferenceData();
  return <ExpressionsPage canEdit={canEdit} />;
}
