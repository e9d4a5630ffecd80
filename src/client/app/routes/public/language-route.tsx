import { useParams } from 'react-router';
import { useLanguageLetters } from '@client/features/browse/api/use-browse';
import { LanguagePageView } from '@client/features/language-page/components/language-page';
import { useLanguagePage } from '@client/features/language-page/api/use-language-page';
import { PublicLayout } from './public-layout';

/** /language/{code}: the language's page, with the browse's letter bar for its words. */
export function LanguageRoute() {
  const { code = '' } = useParams();
  const page = useLanguagePage(code);
  const letters = useLanguageLetters(page.data?.language.id);
  return (
    <PublicLayout>
      <LanguagePageView key={code} code={code} letters={() => letters.data} />
    </PublicLayout>
  );
}
