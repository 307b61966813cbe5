import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';
import { formatCents } from './referrals';

describe('formatMoney', () => {
  it('shows cents as dollars with the currency (spec §9: total / 100)', () => {
    expect(formatMoney(2500, 'usd')).toBe('$25.00');
    expect(formatMoney(25000, 'USD')).toBe('$250.00');
    expect(formatMoney(-1999, 'usd')).toBe('-$19.99');
    expect(formatMoney(10000, 'eur')).toBe('€100.00');
    expect(formatMoney(400000, 'usd')).toBe('$4,000.00');
  });

  it('writes an unknown currency code after the amount', () => {
    expect(formatMoney(1234, 'x1')).toBe('12.34 X1');
  });

  it("writes a referral's amount in dollars", () => {
    expect(formatCents(400000)).toBe('$4,000.00');
  });
});
