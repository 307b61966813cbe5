import { describe, expect, it } from 'vitest';
import { SUBSCRIBE_TEXTS } from './screens';
import { discountedAmount } from './payments';

describe('discountedAmount', () => {
  it('takes a percentage off, rounded to the cent as Stripe does', () => {
    expect(discountedAmount(2500, { percentOff: 20, amountOff: null })).toBe(2000);
    expect(discountedAmount(25000, { percentOff: 20, amountOff: null })).toBe(20000);
    expect(discountedAmount(999, { percentOff: 15, amountOff: null })).toBe(849);
  });

  it('takes an amount off, never below zero', () => {
    expect(discountedAmount(2500, { percentOff: null, amountOff: 500 })).toBe(2000);
    expect(discountedAmount(2500, { percentOff: null, amountOff: 9999 })).toBe(0);
  });

  it('leaves the price as it is without a discount', () => {
    expect(discountedAmount(2500, null)).toBe(2500);
    expect(discountedAmount(2500, { percentOff: null, amountOff: null })).toBe(2500);
  });

  it("gives the plan button the price the member pays: 'Monthly $20/month' with 20% off", () => {
    expect(SUBSCRIBE_TEXTS.planButton('Monthly', discountedAmount(2500, { percentOff: 20, amountOff: null }), 'month')).toBe('Monthly $20/month');
  });
});
