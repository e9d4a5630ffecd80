import { describe, expect, it } from 'vitest';
import { pageWindow } from './words-pager';

describe('pageWindow (spec §9: at most 5 page buttons)', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page when it can, and stays within the pages', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 12)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('is empty without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
