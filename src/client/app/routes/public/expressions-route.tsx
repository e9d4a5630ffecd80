import { PublicExpressionsPage } from '@client/features/public-expressions/components/expressions-page';
import { PublicLayout } from './public-layout';

/** /browse/expressions: the public proverbs and sayings. */
export function PublicExpressionsRoute() {
  return (
    <PublicLayout>
      <PublicExpressionsPage />
    </PublicLayout>
  );
}
