import { LRUCache } from 'lru-cache';
import { CARD_FONT_FAMILY, cardFontFiles } from './card-fonts';

/**
 * Draws a card's SVG into a PNG with resvg, off the main thread (renderAsync), with the bundled
 * fonts only: no system font, so a card looks the same on every server. An object, so that a test
 * can count the renders a cache saves.
 */
export const cardRenderer = {
  async render(svg: string): Promise<Buffer> {
    // Loaded on first use, like the flags: a platform without resvg's binary loses only cards.
    const { renderAsync } = await import('@resvg/resvg-js');
    const image = await renderAsync(svg, {
      font: {
        loadSystemFonts: false,
        fontFiles: cardFontFiles(),
        defaultFontFamily: CARD_FONT_FAMILY,
      },
    });
    return image.asPng();
  },
};

/** About 700 cards of ~45 KB: what a crawl of the most shared words keeps hitting. */
const CACHE_BYTES = 32 * 1024 * 1024;

/**
 * Rendered cards by version (a hash of what they draw, so a changed word never meets its old
 * picture), least recently used first out past the size cap. Requests for a card being drawn wait
 * for that drawing rather than starting another. One per app: nothing outlives it.
 */
export function cardCache(maxBytes = CACHE_BYTES) {
  const cache = new LRUCache<string, Buffer, string>({
    maxSize: maxBytes,
    sizeCalculation: (png) => png.length,
    fetchMethod: (_version, _stale, { context: svg }) => cardRenderer.render(svg),
  });
  return {
    /** The PNG of a card version, drawn from `svg()` only when not already kept. */
    async png(version: string, svg: () => string): Promise<Buffer> {
      const kept = cache.get(version);
      if (kept) return kept;
      const png = await cache.fetch(version, { context: svg() });
      if (!png) throw new Error(`card ${version} was not rendered`);
      return png;
    },
  };
}
export type CardCache = ReturnType<typeof cardCache>;
