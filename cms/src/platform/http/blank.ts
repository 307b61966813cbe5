/** An optional text field as stored: a blank string becomes null. */
export const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value ?? null);
