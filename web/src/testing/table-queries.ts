import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ApiCall } from './mock-api';

/** The table's body rows once the first page is on screen (the skeleton rows are hidden from the accessibility tree). */
export async function findBodyRows(): Promise<HTMLElement[]> {
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
  return screen.getAllByRole('row').slice(1);
}

/**
 * Clicks every sortable column header of the table on screen and returns the sort fields the
 * list was then asked for ('total' of 'total:asc'), for comparison with the API's sort fields.
 */
export async function sortFieldsAsked(calls: () => ApiCall[]): Promise<string[]> {
  const asked: string[] = [];
  const sortable = screen.getAllByRole('columnheader').filter((header) => header.hasAttribute('aria-sort'));
  for (const header of sortable) {
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(calls().at(-1)?.query.sort).toMatch(/:asc$/));
    asked.push(calls().at(-1)!.query.sort.replace(/:asc$/, ''));
  }
  return asked;
}
