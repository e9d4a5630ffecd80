import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  FormLoading,
  FormNotFound,
  FormPageLayout,
  LoadedItem,
} from '@client/components/form/form-page';
import { EmptyState } from '@client/components/layout/empty-state';
import { useExpression } from '../../api/expressions-queries';
import { ExpressionForm } from './expression-form';

/** The way back to the list, from the form and from 'Expression introuvable'. */
function useBackToExpressions() {
  const { t } = useTranslation();
  return { to: '/expressions', label: t('expressions.form.back') };
}

/** Contributors read expressions but do not change them (the API refuses them too). */
function Forbidden() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={ShieldAlert}
      title={t('expressions.form.forbidden')}
      description={t('expressions.form.forbiddenHint')}
    />
  );
}

/** /expressions/new */
export function NewExpressionPage({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const back = useBackToExpressions();
  return (
    <FormPageLayout
      back={back}
      title={t('expressions.form.newTitle')}
      description={t('expressions.form.newDescription')}
    >
      {canEdit ? <ExpressionForm /> : <Forbidden />}
    </FormPageLayout>
  );
}

/**
 * /expressions/edit/{id}: 'Chargement...' while the expression is read, then the form prefilled,
 * or 'Expression introuvable' when the API answers 404 (or the id is not a number).
 */
export function EditExpressionPage({ id, canEdit }: { id: number | undefined; canEdit: boolean }) {
  const { t } = useTranslation();
  const back = useBackToExpressions();
  return (
    <FormPageLayout
      back={back}
      title={t('expressions.form.editTitle')}
      description={t('expressions.form.editDescription')}
    >
      {!canEdit ? (
        <Forbidden />
      ) : id === undefined ? (
        <ExpressionNotFound />
      ) : (
        <EditExpression id={id} />
      )}
    </FormPageLayout>
  );
}

function EditExpression({ id }: { id: number }) {
  const { t } = useTranslation();
  const read = useExpression(id);
  return (
    <LoadedItem
      query={read}
      loading={<FormLoading label={t('expressions.form.loading')} />}
      loadErrorTitle={t('expressions.form.loadError')}
      notFound={<ExpressionNotFound />}
    >
      {/* Keyed by the expression, so another expression's edit page starts from that one. */}
      {(expression) => <ExpressionForm key={expression.id} expression={expression} />}
    </LoadedItem>
  );
}

function ExpressionNotFound() {
  const { t } = useTranslation();
  const back = useBackToExpressions();
  return (
    <FormNotFound
      title={t('expressions.form.notFound')}
      description={t('expressions.form.notFoundDescription')}
      back={back}
    />
  );
}
