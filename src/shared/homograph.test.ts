import { describe, expect, it } from 'vitest';
import { homographLabel } from './homograph';

describe('homographLabel', () => {
  it('writes the homograph number as a subscript', () => {
    expect(homographLabel('kaa', 1)).toBe('kaa₁');
    expect(homographLabel('kaa', 12)).toBe('kaa₁₂');
  });

  it('leaves a word without a number as it is', () => {
    expect(homographLabel('kaa', null)).toBe('kaa');
  });
});
