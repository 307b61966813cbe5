import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it('shows up to 10 page buttons around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 25)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(12, 25)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(pageWindow(25, 25)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
  });
});
