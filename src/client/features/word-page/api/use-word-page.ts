import { useQuery } from '@tanstack/react-query';
import type { WordPage } from '@shared/schemas/pages';

/** /word/{slug} in one read: every entry the slug names, with places and expressions (404 if none). */
export function useWordPage(slug: string) {
  return useQuery<WordPage>({ queryKey: ['/api/pages/word', slug] });
}
