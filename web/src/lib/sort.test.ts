import type { CompanySortField } from '@gro/config';
import { describe, expect, it } from 'vitest';
import { nextSort, sortRows, toSortParam, type SortState } from './sort';

describe('sort', () => {
  it("cycles 'asc', 'desc', none, and starts again at 'asc' on another column", () => {
    const asc = nextSort<CompanySortField>(null, 'name');
    expect(asc).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort(asc, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toBeNull();
    expect(nextSort<CompanySortField>({ key: 'name', direction: 'desc' }, 'city')).toEqual({ key: 'city', direction: 'asc' });
  });

  it("gives the API's sort parameter 'field:asc|desc', nothing for the default order", () => {
    expect(toSortParam<CompanySortField>({ key: 'name', direction: 'asc' })).toBe('name:asc');
    expect(toSortParam({ key: 'lastname', direction: 'desc' })).toBe('lastname:desc');
    expect(toSortParam(null)).toBeUndefined();
    // @ts-expect-error A misspelt sort field is a compile error, not a 400.
    toSortParam<CompanySortField>({ key: 'nmae', direction: 'asc' });
  });

  it('sorts stably, empty values last', () => {
    const rows = [{ city: 'Detroit' }, { city: null }, { city: 'ann arbor' }, { city: 'Detroit' }];
    const byCity: SortState = { key: 'city', direction: 'desc' };
    expect(sortRows(rows, byCity, (row) => row.city)).toEqual([rows[0], rows[3], rows[2], rows[1]]);
  });
});
