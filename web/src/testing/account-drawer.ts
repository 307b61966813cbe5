import type { User } from '@gro/config';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@/lib/auth';
import { buildUser } from './fixtures';
import { mockApi, ok } from './mock-api';
import { buildMemberSubscription } from './payment-fixtures';
import { findHeading, renderApp } from './render';

/**
 * Signs `account` in (a subscribed member by default), opens My Account from the user menu and
 * finds the section headed `heading` in it (a region named by its heading).
 */
export async function openAccountSection(heading: string | RegExp, handlers: Parameters<typeof mockApi>[0], account: User = buildUser({ subscription: buildMemberSubscription() })) {
  authStore.setAuth({ token: 'jwt', user: account });
  const api = mockApi({ 'GET /account': ok(account), ...handlers });
  const user = userEvent.setup();
  renderApp('/portal');
  await findHeading('Dashboard');
  await user.click(screen.getByRole('button', { name: account.fullname }));
  await user.click(screen.getByRole('button', { name: 'My Account' }));
  const card = within(screen.getByRole('dialog', { name: 'My Account' })).getByRole('region', { name: heading });
  return { api, user, card };
}
