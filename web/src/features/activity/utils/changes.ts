import { ACTIVITY_TEXTS } from '@gro/config/screens';
import type { ActivityEntry } from '../api/activity';

interface FieldChange {
  field: string;
  /** What the field is called on screen ('phoneNumber' -> 'Phone Number'). */
  label: string;
  before: string;
  after: string;
}

/** A field's screen name: ACTIVITY_TEXTS.fields, else its name spelled out ('someField' -> 'Some field'). */
function fieldLabel(field: string): string {
  const known = ACTIVITY_TEXTS.fields[field];
  if (known) return known;
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored value as one line of text: '' for nothing, Yes or No for a flag, JSON for lists and objects. */
function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? ACTIVITY_TEXTS.yes : ACTIVITY_TEXTS.no;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The fields an entry changed (every field of a created record), in the record's order, with their values before and after. */
export function fieldChanges({ before, after }: Pick<ActivityEntry, 'before' | 'after'>): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, label: fieldLabel(field), before: showValue(before?.[field]), after: showValue(after?.[field]) }))
    .filter((change) => change.before !== change.after);
}
