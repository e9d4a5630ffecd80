import { BrowsePage } from '@client/features/browse/components/browse-page';
import { PublicLayout } from './public-layout';

/** /browse?q=&language=&letter=: search or list the words. */
export function BrowseRoute() {
  return (
    <PublicLayout>
      <BrowsePage />
    </PublicLayout>
  );
}
