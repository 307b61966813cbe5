import type { ReactNode } from 'react';
import type { SortValue } from '@/lib/sort';

/**
 * Where a column goes in the phone layout, where rows are cards: 'title' heads the card, 'field'
 * is a labelled line (label beside value), 'wide' a labelled block (value under its label, the
 * card's full width: notes, summaries), 'actions' holds the row's buttons at the card's foot,
 * 'hidden' is left out.
 */
export type PhoneRole = 'title' | 'field' | 'wide' | 'actions' | 'hidden';

/** A column; F is the API's sort fields when the server sorts the rows (SORT_FIELDS of the list). */
export interface Column<T, F extends string = never> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Client-side data: makes the column sortable by this value. */
  sortValue?: (row: T) => SortValue;
  /** Server-side data: makes the column sortable by this API sort field. */
  sortField?: F;
  width?: string;
  /** Keeps the cell on one line (a date, a time range, a row's buttons); the table scrolls sideways instead. */
  nowrap?: boolean;
  /** A number or an amount: right-aligned, in figures of one width, so digits line up down the column. */
  numeric?: boolean;
  /** The column's place on phones; by default the first column is the title, 'actions' the buttons, the rest fields. */
  phone?: PhoneRole;
}

export const phoneRole = <T, F extends string>(column: Column<T, F>, index: number): PhoneRole =>
  column.phone ?? (index === 0 ? 'title' : column.key === 'actions' ? 'actions' : 'field');
