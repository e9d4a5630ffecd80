import { NotFound } from '@client/components/layout/not-found';
import { PublicLayout } from './public-layout';

/** Any unknown path: the 404 page. */
export function NotFoundRoute() {
  return (
    <PublicLayout>
      <NotFound backTo="home" />
    </PublicLayout>
  );
}
