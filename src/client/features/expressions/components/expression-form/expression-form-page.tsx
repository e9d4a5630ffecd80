import type { ReactNode } from 'react';
import { ArrowLeft, SearchX, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@client/components/layout/empty-state';
import { LoadError } from '@client/components/layout/load-error';
import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { ApiError } from '@client/lib/api-client';
import { useExpression } from '../../api/expressions-queries';
import { ExpressionForm } from './expression-form';

/** The page around the form: back link, title, and what shows until the form can. */
function ExpressionFormLayout({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div className="grid gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-3 justify-self-start">
          <Link to="/expressions">
            <ArrowLeft aria-hidden="true" />
            {t('expressions.form.back')}
          </Link>
        </Button>
        <PageHeader title={title} description={description} />
      </div>
      {children}
    </div>
  );
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
  return (
    <ExpressionFormLayout
      title={t('expressions.form.newTitle')}
      description={t('expressions.form.newDescription')}
    >
      {canEdit ? <ExpressionForm /> : <Forbidden />}
    </ExpressionFormLayout>
  );
}

/**
 * /expressions/edit/{id}: 'Chargement...' while the expression is read, then the form prefilled,
 * or 'Expression introuvable' when the API answers 404 (or the id is not a number).
 */
export function EditExpressionPage({ id, canEdit }: { id: number | undefined; canEdit: boolean }) {
  const { t } = useTranslation();
  return (
    <ExpressionFormLayout
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
    </ExpressionFormLayout>
  );
}

function EditExpression({ id }: { id: number }) {
  const { t } = useTranslation();
  const expression = useExpression(id);
  if (expression.isError) {
    if (expression.error instanceof ApiError && expression.error.status === 404) {
      return <ExpressionNotFound />;
    }
    return (
      <LoadError
        title={t('expressions.form.loadError')}
        error={expression.error}
        onRetry={() => void expression.refetch()}
      />
    );
  }
  if (!expression.data) {
    return (
      <p role="status" className="flex items-center gap-2 py-12 text-muted-foreground">
        <Spinner />
        {t('expressions.form.loading')}
      </p>
    );
  }
  // Keyed by the expression, so another expression's edit page starts from that one.
  return <ExpressionForm key={expression.data.id} expression={expression.data} />;
}

function ExpressionNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={SearchX}
      title={t('expressions.form.notFound')}
      description={t('expressions.form.notFoundDescription')}
      action={
        <Button asChild variant="outline">
          <Link to="/expressions">{t('expressions.form.back')}</Link>
        </Button>
      }
    />
  );
}
