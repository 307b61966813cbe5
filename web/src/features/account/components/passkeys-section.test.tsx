import { PASSKEY_TEXTS, type SecondFactorStatus } from '@gro/config';
import { SECOND_FACTOR_SCREEN_TEXTS } from '@gro/config/screens';
import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/testing/fixtures';
import { type mockApi, ok } from '@/testing/mock-api';
import { buildMemberSubscription } from '@/testing/payment-fixtures';
import { openAccountSection } from '@/testing/account-drawer';
import { shownToasts } from '@/testing/toasts';

const device = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => device);

const texts = SECOND_FACTOR_SCREEN_TEXTS;
const member = buildUser({ subscription: buildMemberSubscription() });
const LAPTOP = { id: 7, name: 'Chrome on macOS', createdAt: '2026-03-02T15:00:00.000Z', lastUsedAt: '2026-04-10T09:00:00.000Z', synced: true };
const OFF: SecondFactorStatus = { authenticator: null, passkeys: [], recoveryCodesLeft: 0 };
const WITH_LAPTOP: SecondFactorStatus = { authenticator: null, passkeys: [LAPTOP], recoveryCodesLeft: 10 };
const CODES = ['abcde-fghij', 'kmnpq-rstuv', 'wxyz2-34567', '89abc-defgh', 'ijkmn-pqrst', 'uvwxy-z2345', '6789a-bcdef', 'ghijk-mnpqr', 'stuvw-xyz23', '45678-9abcd'];
const OPTIONS = { challenge: 'cXVlc3Rpb24', rp: { id: 'localhost', name: 'GRO' }, user: { id: 'dQ', name: 'jordan@example.com', displayName: 'Jordan' } };
const MADE = { id: 'a2V5', rawId: 'a2V5', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'AA', transports: ['internal'] }, clientExtensionResults: {} };

const openCard = (handlers: Parameters<typeof mockApi>[0]) =>
  openAccountSection(new RegExp(texts.heading), { 'GET /account/calendar-feed': ok({ active: false, createdAt: null, url: null }), ...handlers }, member);

describe('My Account: passkeys', () => {
  beforeEach(() => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    device.startRegistration.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("adds one: its name (the browser's offered), the password, the device makes it; the first one shows the recovery codes once", async () => {
    device.startRegistration.mockResolvedValue(MADE);
    const { api, user, card } = await openCard({
      'GET /account/second-factor': ok(OFF),
      'POST /account/passkeys/options': ok({ options: OPTIONS }),
      'POST /account/passkeys': ok({ passkey: { ...LAPTOP, name: 'Work laptop', lastUsedAt: null }, recoveryCodes: CODES }, PASSKEY_TEXTS.added('Work laptop')),
    });
    expect(await within(card).findByText(texts.passkeys.none)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: texts.passkeys.add }));
    const name = within(card).getByLabelText(texts.passkeys.nameLabel, { exact: false });
    expect((name as HTMLInputElement).value).not.toBe('');
    await user.clear(name);
    await user.type(name, 'Work laptop');
    await user.type(within(card).getByLabelText(texts.passwordLabel, { exact: false }), 'Gr0wT0gether!');
    await user.click(within(card).getByRole('button', { name: texts.passkeys.add }));
    const list = await within(card).findByRole('list', { name: texts.codesTitle });
    expect(within(list).getAllByRole('listitem')).toHaveLength(CODES.length);
    expect(api.callsTo('POST /account/passkeys/options')[0].body).toEqual({ currentPassword: 'Gr0wT0gether!' });
    expect(device.startRegistration).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(api.callsTo('POST /account/passkeys')[0].body).toEqual({ name: 'Work laptop', credential: MADE });
  });

  it('a closed prompt is a quiet note: the form stays and nothing is stored', async () => {
    device.startRegistration.mockRejectedValue(Object.assign(new Error('closed'), { name: 'NotAllowedError' }));
    const { api, user, card } = await openCard({ 'GET /account/second-factor': ok(OFF), 'POST /account/passkeys/options': ok({ options: OPTIONS }) });
    await user.click(await within(card).findByRole('button', { name: texts.passkeys.add }));
    await user.type(within(card).getByLabelText(texts.passwordLabel, { exact: false }), 'Gr0wT0gether!');
    await user.click(within(card).getByRole('button', { name: texts.passkeys.add }));
    await waitFor(() => expect(shownToasts()).toContainEqual(expect.objectContaining({ message: PASSKEY_TEXTS.cancelled })));
    expect(api.callsTo('POST /account/passkeys')).toHaveLength(0);
    expect(within(card).getByRole('form', { name: texts.passkeys.addTitle })).toBeInTheDocument();
  });

  it('lists each with when it was added and last used, renames one, and removes one after the password', async () => {
    const { api, user, card } = await openCard({
      'GET /account/second-factor': ok(WITH_LAPTOP),
      'PUT /account/passkeys/7': ok({ ...LAPTOP, name: 'Old laptop' }, PASSKEY_TEXTS.renamed),
      'POST /account/passkeys/7/remove': ok(OFF, PASSKEY_TEXTS.removed(LAPTOP.name)),
    });
    const list = await within(card).findByRole('list', { name: texts.passkeys.heading });
    expect(within(list).getByText(LAPTOP.name)).toBeInTheDocument();
    expect(within(list).getByText(texts.passkeys.synced)).toBeInTheDocument();
    expect(within(list).getByText(`${texts.passkeys.added('Mar 2, 2026')} · ${texts.passkeys.lastUsed('Apr 10, 2026')}`)).toBeInTheDocument();
    expect(within(card).getByText(`${texts.onWithPasskeys} ${texts.codesLeft(10)}`)).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: texts.passkeys.renameLabel(LAPTOP.name) }));
    const field = within(list).getByLabelText(texts.passkeys.renameLabel(LAPTOP.name), { exact: false });
    await user.clear(field);
    await user.type(field, 'Old laptop');
    await user.click(within(list).getByRole('button', { name: texts.passkeys.save }));
    await waitFor(() => expect(api.callsTo('PUT /account/passkeys/7')[0]?.body).toEqual({ name: 'Old laptop' }));

    await user.click(await within(card).findByRole('button', { name: texts.passkeys.removeLabel(LAPTOP.name) }));
    expect(within(card).getByText(texts.passkeys.removeIntro)).toBeInTheDocument();
    await user.type(within(card).getByLabelText(texts.passwordLabel, { exact: false }), 'Gr0wT0gether!');
    await user.click(within(card).getByRole('button', { name: texts.passkeys.remove }));
    expect(await within(card).findByText(texts.passkeys.none)).toBeInTheDocument();
    expect(api.callsTo('POST /account/passkeys/7/remove')[0].body).toEqual({ currentPassword: 'Gr0wT0gether!' });
  });
});
