import { describe, expect, it } from 'vitest';
import { flagPng, flagSvg } from './flags';

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('flags', () => {
  it('reads the SVG of a known code', async () => {
    const svg = await flagSvg('cm');
    expect(svg?.toString('utf8')).toMatch(/^<svg[^>]*id="flag-icons-cm"/);
  });

  it('refuses anything but a known two-letter lower-case code', async () => {
    for (const code of ['zz', 'CM', 'c', 'cmr', '../cm', 'gb-eng', 'c.', '']) {
      expect(await flagSvg(code)).toBeNull();
      expect(await flagPng(code)).toBeNull();
    }
  });

  it('renders a 4:3 PNG once and keeps it', async () => {
    const png = await flagPng('cm');
    expect(png?.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(pngSize(png!)).toEqual({ width: 320, height: 240 });
    expect(await flagPng('cm')).toBe(png);
  });
});
