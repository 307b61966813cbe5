import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { cascadedValue } from '@/testing/css-cascade';
import { buildAdmin } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { buildLogRow, pageOf } from '@/testing/payment-fixtures';
import { findHeading, renderApp } from '@/testing/render';

describe('portal sidebar (admin, 1280 x 800)', () => {
  it('packs the links tighter on a desktop than in the phone drawer and keeps the Subscribe block in view at the bottom', async () => {
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
    expect(cascadedValue(link, 'min-height', { width: 1280 })).toBe('34px');
    expect(cascadedValue(link, 'min-height', { width: 390 })).toBe('42px');
    const footer = (await within(sidebar).findByRole('region', { name: 'Become a subscriber' })).parentElement as HTMLElement;
    expect(cascadedValue(footer, 'position', { width: 1280 })).toBe('sticky');
    expect(cascadedValue(footer, 'background', { width: 1280 })).toBeTruthy();
  });
});
