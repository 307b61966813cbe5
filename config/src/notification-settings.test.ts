import { describe, expect, it } from 'vitest';
import { NOTIFICATION_SETTING, NOTIFICATION_SETTINGS } from './notification-settings';

describe('the notification settings', () => {
  it('define each key once, and every key a notice is sent under', () => {
    const keys = NOTIFICATION_SETTINGS.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.values(NOTIFICATION_SETTING).sort());
  });

  it('are keys an unsubscribe token can carry: lower-case words and dashes', () => {
    for (const key of Object.values(NOTIFICATION_SETTING)) expect(key).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});
