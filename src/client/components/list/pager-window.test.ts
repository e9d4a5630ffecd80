import { describe, expect, it } from 'vitest';
import { pageRange, pageWindow } from './pager-window';

describe('pageWindow (at most 5 page buttons)', () => {
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

describe('pageRange (Affichage de x à y sur total)', () => {
  it('counts the items of the page, the last one short', () => {
    expect(pageRange(1, 20, 25)).toEqual({ from: 1, to: 20 });
    expect(pageRange(2, 20, 25)).toEqual({ from: 21, to: 25 });
    expect(pageRange(3, 10, 30)).toEqual({ from: 21, to: 30 });
  });

  it('is 0 to 0 without items', () => {
    expect(pageRange(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });
});
