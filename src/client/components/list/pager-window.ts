/** At most 5 page buttons, plus previous and next. */
export const PAGER_WINDOW = 5;

/** The page numbers to show: a window of at most `size` pages around the current one. */
export function pageWindow(page: number, totalPages: number, size = PAGER_WINDOW): number[] {
  if (totalPages < 1) return [];
  const first = Math.max(1, Math.min(page - Math.floor(size / 2), totalPages - size + 1));
  const last = Math.min(totalPages, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** The items a page shows: 'Affichage de {from} à {to} sur {total}' (0 to 0 when empty). */
export function pageRange(page: number, limit: number, total: number) {
  return {
    from: total === 0 ? 0 : Math.min(total, (page - 1) * limit + 1),
    to: Math.min(total, page * limit),
  };
}
