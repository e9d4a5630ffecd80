import { NotFound } from '@client/components/layout/not-found';
import { PublicLayout } from './public-layout';

/** Any unknown path (spec §2). */
export function NotFoundRoute() {
  return (
    <PublicLayout>
      <NotFound backTo="home" />
    </PublicLayout>
  );
}
