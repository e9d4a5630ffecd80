import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { memo, memoByKey } from './memo';

/** A flag is asked for by its ISO 3166-1 alpha-2 code in lower case, and nothing else. */
export const FLAG_CODE = /^[a-z]{2}$/;

/** PNG flags are 4:3 like the SVGs; 320 px is sharp in lists and cards on a 2x screen. */
const PNG_WIDTH = 320;

const flagDir = () =>
  join(dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags', '4x3');

/** The codes flag-icons has an SVG for, read once. Only these ever reach a file path. */
export const flagCodes = memo(
  async (): Promise<ReadonlySet<string>> =>
    new Set(
      (await readdir(flagDir()))
        .filter((f) => f.endsWith('.svg'))
        .map((f) => f.slice(0, -'.svg'.length))
        .filter((code) => FLAG_CODE.test(code)),
    ),
);

/** Our own flag URLs for a country code, or null when flag-icons has no flag for it. */
export async function flagUrls(): Promise<(iso2: string) => { svg: string; png: string } | null> {
  const available = await flagCodes();
  return (iso2) => {
    const code = iso2.toLowerCase();
    return available.has(code)
      ? { svg: `/api/flags/${code}.svg`, png: `/api/flags/${code}.png` }
      : null;
  };
}

// At most ~250 small files (about 2.5 MB of SVG, less in PNG): kept in memory once read or rendered.
const readSvg = memoByKey((code) => readFile(join(flagDir(), `${code}.svg`)));
const renderPng = memoByKey(async (code) => {
  const [{ renderAsync }, svg] = await Promise.all([import('@resvg/resvg-js'), readSvg(code)]);
  const image = await renderAsync(svg, {
    fitTo: { mode: 'width', value: PNG_WIDTH },
    // Flags are pure shapes: no text, so no need to scan the system's fonts.
    font: { loadSystemFonts: false },
  });
  return image.asPng();
});

const isKnown = async (code: string) => FLAG_CODE.test(code) && (await flagCodes()).has(code);

/** The SVG of a known flag, or null for any code flag-icons does not have. */
export async function flagSvg(code: string): Promise<Buffer | null> {
  return (await isKnown(code)) ? readSvg(code) : null;
}

/**
 * The same flag as a PNG, rendered by resvg off the main thread (renderAsync) and kept. resvg is
 * loaded on first use, so a platform without its native binary only loses PNG flags.
 */
export async function flagPng(code: string): Promise<Buffer | null> {
  return (await isKnown(code)) ? renderPng(code) : null;
}
