import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WordPage } from '@shared/schemas/pages';

/** /word/{slug} in one read: every entry the slug names, with places and expressions (404 if none). */
export const wordPageQuery = (slug: string) =>
  queryOptions<WordPage>({ queryKey: ['/api/pages/word', slug] });

export const useWordPage = (slug: string) => useQuery(wordPageQuery(slug));
