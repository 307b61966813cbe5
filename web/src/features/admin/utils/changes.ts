import type { ActivityEntry } from '../api/activity';

interface FieldChange {
  field: string;
  before: string;
  after: string;
}

/** A stored value as one line of text: '' for nothing, JSON for lists and objects. */
function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The fields an entry changed (every field of a created record), in the record's order, with their values before and after. */
export function fieldChanges({ before, after }: Pick<ActivityEntry, 'before' | 'after'>): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: showValue(before?.[field]), after: showValue(after?.[field]) }))
    .filter((change) => change.before !== change.after);
}
