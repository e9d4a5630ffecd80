import { CopyPlus, FilePlus2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { FieldDescription } from '@client/components/ui/field';
import { nextHomographNumber, withHomographNumber, type SameSpelled } from './homograph';

/**
 * The two ways on from a refused duplicate: add the sense to an existing entry (its edit page)
 * or save this one as a homograph, numbered after the existing ones.
 */
export function DuplicateActions({
  existing,
  disabled,
  onHomograph,
}: {
  existing: readonly SameSpelled[];
  disabled?: boolean;
  onHomograph: () => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const homograph = withHomographNumber(existing[0]!.localWord, nextHomographNumber(existing));
  return (
    <div
      role="group"
      aria-label={t('wordForm.duplicate.actionsLabel')}
      aria-describedby={hintId}
      className="grid gap-2 rounded-md border border-dashed p-3"
    >
      <FieldDescription id={hintId}>
        {t('wordForm.duplicate.hint', { word: homograph })}
      </FieldDescription>
      <div className="flex flex-wrap gap-2">
        {existing.map((entry) => (
          <Button key={entry.id} variant="outline" size="sm" asChild>
            <Link to={`/words/edit/${entry.id}`}>
              <FilePlus2 aria-hidden="true" />
              {t('wordForm.duplicate.addSense', {
                word: withHomographNumber(entry.localWord, entry.homographNumber),
              })}
            </Link>
          </Button>
        ))}
        <Button variant="secondary" size="sm" disabled={disabled} onClick={onHomograph}>
          <CopyPlus aria-hidden="true" />
          {t('wordForm.duplicate.homograph')}
        </Button>
      </div>
    </div>
  );
}
