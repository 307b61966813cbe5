import { DEVICE_TEXTS, type SignedInDevice } from '@gro/config';
import { DEVICES_SCREEN_TEXTS as texts } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/fixtures';
import { type mockApi, ok } from '@/testing/mock-api';
import { buildMemberSubscription } from '@/testing/payment-fixtures';
import { openAccountSection } from '@/testing/account-drawer';

const member = buildUser({ subscription: buildMemberSubscription() });
const device = (over: Partial<SignedInDevice>): SignedInDevice => ({
  id: 1, browser: 'Chrome 131', system: 'macOS', kind: 'desktop', ip: '203.0.113.7',
  firstSeenAt: '2026-11-20T14:00:00.000Z', lastSeenAt: '2026-11-29T09:30:00.000Z', current: false, ...over,
});
const THIS = device({ id: 7, current: true });
const PHONE = device({ id: 8, browser: 'Safari 18', system: 'iOS 18', kind: 'mobile', ip: '198.51.100.4' });
const LAPTOP = device({ id: 9, browser: 'Firefox 133', system: 'Windows 10' });

const openCard = (handlers: Parameters<typeof mockApi>[0]) => openAccountSection(texts.heading, handlers, member);

describe('My Account: signed-in devices', () => {
  it('lists each device with this one marked; signs one out at once, and the others only after the question', async () => {
    const { api, user, card } = await openCard({
      'GET /account/sessions': ok([THIS, PHONE, LAPTOP]),
      'POST /account/sessions/8/revoke': ok([THIS, LAPTOP], DEVICE_TEXTS.signedOut('Safari 18 on iOS 18')),
      'POST /account/sessions/revoke-others': ok([THIS], DEVICE_TEXTS.othersSignedOut(1)),
    });
    const list = await within(card).findByRole('list', { name: texts.listLabel });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Chrome 131 on macOS' + texts.thisDevice, 'Safari 18 on iOS 18', 'Firefox 133 on Windows 10']);
    expect(within(items[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[1]).getByText(/^Signed in .+ from 198\.51\.100\.4$/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: texts.signOutLabel('Safari 18 on iOS 18') }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(api.callsTo('POST /account/sessions/8/revoke')).toHaveLength(1);

    await user.click(within(card).getByRole('button', { name: texts.signOutOthers }));
    const question = await screen.findByRole('alertdialog', { name: texts.confirmTitle });
    await user.click(within(question).getByRole('button', { name: texts.cancel }));
    expect(api.callsTo('POST /account/sessions/revoke-others')).toHaveLength(0);
    await user.click(within(card).getByRole('button', { name: texts.signOutOthers }));
    await user.click(within(await screen.findByRole('alertdialog', { name: texts.confirmTitle })).getByRole('button', { name: texts.confirm }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(card).getByText(texts.onlyThisOne)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: texts.signOutOthers })).not.toBeInTheDocument();
  });
});
