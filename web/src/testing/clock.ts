import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Sets the reader's clock to noon of `day` ('YYYY-MM-DD') for every test of the calling file, so
 * 'this year' and 'past' do not depend on when the tests run. Only Date is faked: timers stay real.
 */
export function fixToday(day: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${day}T12:00:00`));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
