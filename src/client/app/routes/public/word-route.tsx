import { useParams } from 'react-router';
import { WordPageView } from '@client/features/word-page/components/word-page';
import { TooltipProvider } from '@client/components/ui/tooltip';
import { PublicLayout } from './public-layout';

/** /word/{slug}: the slug is the URL-encoded spelling, or the id of a word without text. */
export function WordRoute() {
  const { slug = '' } = useParams();
  return (
    // Audio buttons have tooltips; the provider lives here so the home page does not load them.
    <PublicLayout>
      <TooltipProvider>
        {/* A new slug is a new page: no state carries over from the previous word. */}
        <WordPageView key={slug} slug={slug} />
      </TooltipProvider>
    </PublicLayout>
  );
}
