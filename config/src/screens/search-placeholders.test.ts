import { describe, expect, it } from 'vitest';
import { INVOICE_TEXTS, SUBSCRIPTION_ADMIN_TEXTS, SUBSCRIPTION_LOG_TEXTS } from './finance';
import { DIRECTORY_TEXTS, PORTAL_COMPANY_TEXTS, PORTAL_EVENT_TEXTS, PORTAL_USER_TEXTS } from './portal';
import { PUBLIC_SCREEN_TEXTS } from './public';

/** What a phone's search box (358 px, the icon's 48 px taken) shows whole at 16 px. */
const PHONE_FIT = 24;

describe('search placeholders', () => {
  const lists = { INVOICE_TEXTS, SUBSCRIPTION_ADMIN_TEXTS, SUBSCRIPTION_LOG_TEXTS, DIRECTORY_TEXTS, PORTAL_COMPANY_TEXTS, PORTAL_EVENT_TEXTS, PORTAL_USER_TEXTS };

  it.each(Object.entries(lists))('%s has a placeholder short enough for a phone', (_, list) => {
    const texts: { searchPlaceholder: string; searchPlaceholderShort?: string } = list;
    const short = texts.searchPlaceholderShort ?? texts.searchPlaceholder;
    expect(short.length).toBeLessThanOrEqual(PHONE_FIT);
    expect(texts.searchPlaceholder.toLowerCase()).toContain(short.toLowerCase());
  });

  it("keeps the FAQ's spec placeholder, which fits as it is", () => {
    expect(PUBLIC_SCREEN_TEXTS.faq.searchPlaceholder).toBe('Search FAQs...');
    expect(PUBLIC_SCREEN_TEXTS.faq.searchPlaceholder.length).toBeLessThanOrEqual(PHONE_FIT);
  });
});
