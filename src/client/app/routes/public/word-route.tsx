import { useParams } from 'react-router';
import { WordPageView } from '@client/features/word-page/components/word-page';
import { PublicLayout } from './public-layout';

/** /word/{slug}: the slug is the URL-encoded spelling, or the id of a word without text. */
export function WordRoute() {
  const { slug = '' } = useParams();
  return (
    <PublicLayout>
      {/* A new slug is a new page: no state carries over from the previous word. */}
      <WordPageView key={slug} slug={slug} />
    </PublicLayout>
  );
}
