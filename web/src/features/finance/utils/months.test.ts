import { describe, expect, it } from 'vitest';
import { defaultRange, isValidRange } from './months';

describe('months', () => {
  it('defaults to the last 12 months, this one included (UTC)', () => {
    expect(defaultRange(new Date('2026-01-31T23:30:00.000Z'))).toEqual({ from: '2025-02', to: '2026-01' });
  });

  it('takes forward ranges of at most 36 months of valid YYYY-MM months', () => {
    expect(isValidRange('2026-05', '2026-05')).toBe(true);
    expect(isValidRange('2023-06', '2026-05')).toBe(true);
    expect(isValidRange('2023-05', '2026-05')).toBe(false);
    expect(isValidRange('2026-05', '2026-04')).toBe(false);
    expect(isValidRange('2026-13', '2026-12')).toBe(false);
    expect(isValidRange('', '2026-05')).toBe(false);
  });
});
