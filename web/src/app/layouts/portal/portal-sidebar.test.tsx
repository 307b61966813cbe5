import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { cascadedValue } from '@/testing/css-cascade';
import { buildAdmin } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { buildLogRow, pageOf } from '@/testing/payment-fixtures';
import { findHeading, renderApp } from '@/testing/render';

describe('portal sidebar (admin, 1280 x 800)', () => {
  it('packs the links tighter on a desktop than in the phone drawer; the links scroll above the Subscribe block, which never covers them', async () => {
    const admin = buildAdmin();
    authStore.setAuth({ token: 'jwt', user: admin });
    mockApi({
      'GET /account': ok(admin),
      'GET /subscription/log': ok(pageOf([buildLogRow()])),
      'GET /subscription/plan': ok({ plans: [], corporateDiscount: null, current: null }),
    });
    renderApp('/portal/finance/subscription/log');
    await findHeading('Subscription Logs');
    const sidebar = screen.getByRole('complementary');
    const link = within(sidebar).getByRole('link', { name: 'Dues Share' });
    expect(cascadedValue(link, 'min-height', { width: 1280 })).toBe('30px');
    expect(cascadedValue(link, 'min-height', { width: 390 })).toBe('42px');
    const footer = (await within(sidebar).findByRole('region', { name: 'Become a subscriber' })).parentElement as HTMLElement;
    // The block is the sidebar's last part, below the links' own scrolling area, not stuck over them.
    expect(cascadedValue(footer, 'position', { width: 1280 })).toBeUndefined();
    expect(cascadedValue(footer, 'flex', { width: 1280 })).toBe('none');
    const links = within(sidebar).getByRole('navigation', { name: 'Portal' }).parentElement as HTMLElement;
    expect(links.nextElementSibling).toBe(footer);
    expect(links).toContainElement(link);
    expect(cascadedValue(links, 'overflow-y', { width: 1280 })).toBe('auto');
    expect(cascadedValue(links, 'min-height', { width: 1280 })).toBe('0');
    expect(cascadedValue(sidebar, 'overflow-y', { width: 1280 })).toBeUndefined();
  });
});
