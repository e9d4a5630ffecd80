import { useParams } from 'react-router';
import {
  EditExpressionPage,
  NewExpressionPage,
} from '@client/features/expressions/components/expression-form/expression-form-page';
import { useCanEditReferenceData } from './use-can-edit-reference-data';

/** /expressions/new: the expression form, empty. */
export function NewExpressionRoute() {
  const canEdit = useCanEditReferenceData();
  return <NewExpressionPage canEdit={canEdit} />;
}

/** /expressions/edit/{id}: an id that is not a number is an expression that does not exist. */
export function EditExpressionRoute() {
  const { id } = useParams();
  const canEdit = useCanEditReferenceData();
  return (
    <EditExpressionPage
      id={id && /^\d{1,10}$/.test(id) ? Number(id) : undefined}
      canEdit={canEdit}
    />
  );
}
