import { ANNOUNCEMENT_LIMITS, chapterNewsSchema } from '@gro/config';
import { describe, expect, it } from 'vitest';
import { localToIso, sendAtBounds, toLocalInput } from './send-at';

describe('the scheduled time of chapter news', () => {
  it("sends a datetime-local value as ISO with the reader's offset at that moment, which the schema takes", async () => {
    for (const value of ['2026-12-01T18:00', '2027-07-01T08:30']) {
      const iso = localToIso(value)!;
      expect(iso).toMatch(new RegExp(`^${value}:00[+-]\\d{2}:\\d{2}$`));
      const [date, time] = value.split('T');
      const [y, m, d] = date.split('-').map(Number);
      const [h, min] = time.split(':').map(Number);
      expect(Date.parse(iso)).toBe(new Date(y, m - 1, d, h, min).getTime());
      await expect(chapterNewsSchema.validateAt('sendAt', { sendAt: iso })).resolves.toBe(iso);
    }
  });

  it('answers null for what is not a date and time', () => {
    expect(localToIso('')).toBeNull();
    expect(localToIso('2026-12-01')).toBeNull();
  });

  it(`offers times from now to ${ANNOUNCEMENT_LIMITS.scheduleDays} days ahead`, () => {
    const now = new Date(2026, 10, 27, 9, 5);
    expect(sendAtBounds(now)).toEqual({ min: '2026-11-27T09:05', max: toLocalInput(new Date(now.getTime() + ANNOUNCEMENT_LIMITS.scheduleDays * 86_400_000)) });
  });
});
