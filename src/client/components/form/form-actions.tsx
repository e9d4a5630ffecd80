import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';

/** The submit button's four texts: creating or updating, at rest or while saving. */
export interface SubmitLabels {
  create: string;
  creating: string;
  update: string;
  updating: string;
}

/**
 * A create or edit form's last row: cancel (a link back to the list) and submit, which shows a
 * spinner and its busy text while saving.
 */
export function FormActions({
  cancelTo,
  cancelLabel,
  busy,
  editing,
  labels,
}: {
  cancelTo: string;
  cancelLabel: string;
  busy: boolean;
  editing: boolean;
  labels: SubmitLabels;
}) {
  const label = editing
    ? busy
      ? labels.updating
      : labels.update
    : busy
      ? labels.creating
      : labels.create;
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" asChild>
        <Link to={cancelTo}>{cancelLabel}</Link>
      </Button>
      <Button type="submit" disabled={busy}>
        {busy && <Spinner />}
        {label}
      </Button>
    </div>
  );
}
