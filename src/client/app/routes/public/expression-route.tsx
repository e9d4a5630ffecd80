import { useParams } from 'react-router';
import { parseExpressionParam } from '@shared/pages';
import { ExpressionPageView } from '@client/features/public-expressions/components/expression-page';
import { PublicLayout } from './public-layout';

/** /expression/{id}-{slug}: the id finds the expression, the slug only reads well. */
export function ExpressionRoute() {
  const { idSlug } = useParams();
  const parsed = parseExpressionParam(idSlug);
  return (
    <PublicLayout>
      <ExpressionPageView key={parsed?.id} id={parsed?.id} slug={parsed?.slug ?? ''} />
    </PublicLayout>
  );
}
