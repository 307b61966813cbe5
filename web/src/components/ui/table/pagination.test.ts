import { describe, expect, it } from 'vitest';
import { listPath } from './list-query';
import { pageWindow } from './pagination';
import { toSortParam } from './sort';

describe('pageWindow', () => {
  it('shows up to 10 page buttons around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 25)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(12, 25)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(pageWindow(25, 25)).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]);
  });
});

describe('listPath and toSortParam', () => {
  it("builds the API path with page, pageSize, sort 'field:asc|desc' and q, leaving out empty values", () => {
    expect(toSortParam({ key: 'name', direction: 'ascending' })).toBe('name:asc');
    expect(toSortParam({ key: 'lastname', direction: 'descending' })).toBe('lastname:desc');
    expect(toSortParam(null)).toBeUndefined();
    expect(listPath('/company', { page: 2, pageSize: 10, sort: 'name:desc', q: 'detroit' })).toBe(
      '/company?page=2&pageSize=10&sort=name%3Adesc&q=detroit',
    );
    expect(listPath('/company', { page: 1, sort: undefined, q: '' })).toBe('/company?page=1');
  });
});
