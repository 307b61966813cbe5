import { CALENDAR_FEED_MESSAGES, type CalendarFeed } from '@gro/config';
import { CALENDAR_FEED_SCREEN_TEXTS as texts } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser, failure } from '@/testing/fixtures';
import { type mockApi, ok } from '@/testing/mock-api';
import { buildMemberSubscription } from '@/testing/payment-fixtures';
import { openAccountSection } from '@/testing/account-drawer';
import { lastShownToast } from '@/testing/toasts';

const member = buildUser({ subscription: buildMemberSubscription() });
const ADDRESS = 'https://gro.example.org/api/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE.ics';
const OFF: CalendarFeed = { active: false, createdAt: null, url: null };
const ON: CalendarFeed = { active: true, createdAt: '2026-03-02T15:00:00.000Z', url: null };

const openCard = (handlers: Parameters<typeof mockApi>[0]) => openAccountSection(texts.heading, handlers, member);

describe('My Account: calendar feed', () => {
  it('turns the feed on, shows the address once with Copy and a webcal:// link, and copies it', async () => {
    const { api, user, card } = await openCard({
      'GET /account/calendar-feed': ok(OFF),
      'POST /account/calendar-feed': ok({ ...ON, url: ADDRESS }, CALENDAR_FEED_MESSAGES.created),
    });
    expect(await within(card).findByText(texts.off)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: texts.create }));
    const field = await within(card).findByLabelText(texts.addressLabel);
    expect(field).toHaveValue(ADDRESS);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(texts.addressHint);
    expect(api.callsTo('POST /account/calendar-feed')).toHaveLength(1);
    expect(lastShownToast()).toMatchObject({ type: 'success', ...CALENDAR_FEED_MESSAGES.created });
    expect(within(card).getByRole('link', { name: texts.subscribe })).toHaveAttribute('href', ADDRESS.replace('https://', 'webcal://'));
    expect(within(card).getByText(texts.on('Mar 2, 2026'), { exact: false })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: texts.copy }));
    expect(await navigator.clipboard.readText()).toBe(ADDRESS);
    expect(lastShownToast()).toMatchObject({ type: 'success', ...texts.copied });
  });

  it('an existing feed shows no address (the server keeps only its hash) and offers a reset, asked first', async () => {
    const { api, user, card } = await openCard({
      'GET /account/calendar-feed': ok(ON),
      'POST /account/calendar-feed': ok({ ...ON, url: ADDRESS }, CALENDAR_FEED_MESSAGES.reset),
    });
    expect(await within(card).findByText(texts.lostHint)).toBeInTheDocument();
    expect(within(card).queryByLabelText(texts.addressLabel)).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: texts.reset }));
    let dialog = screen.getByRole('alertdialog', { name: texts.resetConfirm.title });
    expect(within(dialog).getByRole('button', { name: texts.cancel })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: texts.cancel }));
    expect(screen.queryByRole('alertdialog', { name: texts.resetConfirm.title })).not.toBeInTheDocument();
    expect(api.callsTo('POST /account/calendar-feed')).toHaveLength(0);
    await user.click(within(card).getByRole('button', { name: texts.reset }));
    dialog = screen.getByRole('alertdialog', { name: texts.resetConfirm.title });
    await user.click(within(dialog).getByRole('button', { name: texts.resetConfirm.confirm }));
    expect(await within(card).findByLabelText(texts.addressLabel)).toHaveValue(ADDRESS);
    expect(api.callsTo('POST /account/calendar-feed')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog', { name: texts.resetConfirm.title })).not.toBeInTheDocument();
    expect(lastShownToast()).toMatchObject({ type: 'success', ...CALENDAR_FEED_MESSAGES.reset });
  });

  it('turns the feed off after asking, and then offers to turn it on again', async () => {
    const { api, user, card } = await openCard({
      'GET /account/calendar-feed': ok(ON),
      'DELETE /account/calendar-feed': ok(OFF, CALENDAR_FEED_MESSAGES.revoked),
    });
    await user.click(await within(card).findByRole('button', { name: texts.turnOff }));
    const dialog = screen.getByRole('alertdialog', { name: texts.turnOffConfirm.title });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining(texts.turnOffConfirm.message));
    await user.click(within(dialog).getByRole('button', { name: texts.turnOffConfirm.confirm }));
    expect(await within(card).findByRole('button', { name: texts.create })).toBeInTheDocument();
    expect(api.callsTo('DELETE /account/calendar-feed')).toHaveLength(1);
    expect(lastShownToast()).toMatchObject({ type: 'success', ...CALENDAR_FEED_MESSAGES.revoked });
  });

  it('a failed turn-on toasts the error and shows no address; a failed read offers a retry', async () => {
    let reads = 0;
    const { user, card } = await openCard({
      'GET /account/calendar-feed': () => (++reads === 1 ? failure(500, 'Server Error', 'Down') : ok(OFF)),
      'POST /account/calendar-feed': failure(429, 'Too Many Requests', 'Please wait a minute and try again.'),
    });
    expect(await within(card).findByText(texts.loadFailed)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: texts.retry }));
    await user.click(await within(card).findByRole('button', { name: texts.create }));
    await waitFor(() => expect(lastShownToast()).toMatchObject({ type: 'danger', title: 'Too Many Requests' }));
    expect(within(card).queryByLabelText(texts.addressLabel)).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: texts.create })).toBeEnabled();
  });
});
