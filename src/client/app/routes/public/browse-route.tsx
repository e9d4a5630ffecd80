import { BrowsePage } from '@client/features/browse/components/browse-page';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { PublicLayout } from './public-layout';

/** /browse?q=&language=&letter=: search or list the words. */
export function BrowseRoute() {
  return (
    // Audio buttons have tooltips; the provider lives here so the home page does not load them.
    <PublicLayout>
      <TooltipProvider>
        <BrowsePage />
      </TooltipProvider>
    </PublicLayout>
  );
}
