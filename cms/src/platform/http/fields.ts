import { blankToNull } from './blank';

/**
 * The columns a validated form payload writes: a field left out stays as it is (defaults on
 * create), a blank text becomes null, anything else is stored as cast. Only `keys` are read, so
 * nothing beyond the form's own fields can be assigned.
 */
export function formData<K extends string>(input: Partial<Record<K, unknown>>, keys: readonly K[]): Partial<Record<K, unknown>> {
  const data: Partial<Record<K, unknown>> = {};
  for (const key of keys) {
    const value = input[key];
    if (value === undefined) continue;
    data[key] = typeof value === 'string' ? blankToNull(value) : value;
  }
  return data;
}
