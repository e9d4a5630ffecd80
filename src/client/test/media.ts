/**
 * The browser's media queries as a test describes the screen: its width (for `min-width` and
 * `max-width` queries, in px) and whether the visitor asked for reduced motion. jsdom answers
 * every query "no match"; a test that depends on the screen calls this, and
 * `vi.restoreAllMocks()` puts the default back.
 */
import { vi } from 'vitest';

export function stubMedia({
  width = 1280,
  reducedMotion = false,
}: { width?: number; reducedMotion?: boolean } = {}) {
  const matches = (query: string) => {
    if (query.includes('prefers-reduced-motion: reduce')) return reducedMotion;
    const bound = /\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/.exec(query);
    if (!bound) return false;
    const limit = Number(bound[2]);
    return bound[1] === 'min' ? width >= limit : width <= limit;
  };
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
