import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=0-', { start: 0, end: 999 }],
    ['bytes=500-', { start: 500, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
    [' bytes=1-2 ', { start: 1, end: 2 }],
  ])('%s of 1000 bytes', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=2000-3000', 'bytes=-0'])('%s is unsatisfiable', (header) => {
    expect(parseByteRange(header, 1000)).toBe('unsatisfiable');
  });

  it.each([
    undefined,
    '',
    'bytes=-',
    'bytes=5-1',
    'bytes=0-1,5-9',
    'items=0-1',
    'bytes=a-b',
    'bytes=0x1-2',
  ])('%s means the whole file', (header) => {
    expect(parseByteRange(header, 1000)).toBeNull();
  });
});
