import { SECOND_FACTOR_TEXTS, type SecondFactorStatus } from '@gro/config';
import { SECOND_FACTOR_SCREEN_TEXTS as texts } from '@gro/config/screens';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/fixtures';
import { fieldFailure, type mockApi, ok } from '@/testing/mock-api';
import { buildMemberSubscription } from '@/testing/payment-fixtures';
import { openAccountSection } from '@/testing/account-drawer';

const member = buildUser({ subscription: buildMemberSubscription() });
const OFF: SecondFactorStatus = { authenticator: null, passkeys: [], recoveryCodesLeft: 0 };
const ON: SecondFactorStatus = { authenticator: { enabledAt: '2026-03-02T15:00:00.000Z' }, passkeys: [], recoveryCodesLeft: 10 };
const SETUP = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/GRO:jordan%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', qrCode: 'data:image/png;base64,iVBORw0KGgo=' };
const CODES = ['abcde-fghij', 'kmnpq-rstuv', 'wxyz2-34567', '89abc-defgh', 'ijkmn-pqrst', 'uvwxy-z2345', '6789a-bcdef', 'ghijk-mnpqr', 'stuvw-xyz23', '45678-9abcd'];

/** Opens My Account and finds the "Two-step sign-in" section in it. */
const openCard = (handlers: Parameters<typeof mockApi>[0], account = member) =>
  openAccountSection(new RegExp(texts.heading), { 'GET /account/calendar-feed': ok({ active: false, createdAt: null, url: null }), ...handlers }, account);

describe('My Account: two-step sign-in', () => {
  it('turns it on: password, the QR code and the key, the app’s code, then the recovery codes shown once', async () => {
    const { api, user, card } = await openCard({
      'GET /account/second-factor': ok(OFF),
      'POST /account/second-factor/authenticator': ok(SETUP, SECOND_FACTOR_TEXTS.setupStarted),
      'POST /account/second-factor/authenticator/confirm': ok({ codes: CODES }, SECOND_FACTOR_TEXTS.turnedOn),
    });
    expect(await within(card).findByText(texts.off)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: texts.turnOn }));
    await user.type(within(card).getByLabelText(texts.passwordLabel, { exact: false }), 'Gr0wT0gether!');
    await user.click(within(card).getByRole('button', { name: texts.continue }));
    expect(await within(card).findByRole('img', { name: texts.qrAlt })).toHaveAttribute('src', SETUP.qrCode);
    expect(within(card).getByLabelText(texts.secretLabel)).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(api.callsTo('POST /account/second-factor/authenticator')[0].body).toEqual({ currentPassword: 'Gr0wT0gether!' });
    await user.type(within(card).getByLabelText(texts.confirmLabel, { exact: false }), '123456');
    await user.click(within(card).getByRole('button', { name: texts.confirm }));
    const list = await within(card).findByRole('list', { name: texts.codesTitle });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    await user.click(within(card).getByRole('button', { name: texts.copyCodes }));
    expect(await navigator.clipboard.readText()).toBe(`${CODES.join('\n')}\n`);
    await user.click(within(card).getByRole('button', { name: texts.savedCodes }));
    expect(within(card).queryByRole('list', { name: texts.codesTitle })).not.toBeInTheDocument();
  });

  it('a wrong code stays on the scan step with the message under the field', async () => {
    const { user, card } = await openCard({
      'GET /account/second-factor': ok(OFF),
      'POST /account/second-factor/authenticator': ok(SETUP),
      'POST /account/second-factor/authenticator/confirm': fieldFailure('Validation error', 'Check the form', [{ path: ['code'], message: SECOND_FACTOR_TEXTS.codeInvalid }]),
    });
    await user.click(await within(card).findByRole('button', { name: texts.turnOn }));
    await user.type(within(card).getByLabelText(texts.passwordLabel, { exact: false }), 'Gr0wT0gether!');
    await user.click(within(card).getByRole('button', { name: texts.continue }));
    await user.type(await within(card).findByLabelText(texts.confirmLabel, { exact: false }), '654321');
    await user.click(within(card).getByRole('button', { name: texts.confirm }));
    expect(await within(card).findByText(SECOND_FACTOR_TEXTS.codeInvalid)).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: texts.qrAlt })).toBeInTheDocument();
  });

  it('when on: says since when and how many codes are left; turning it off asks for the password', async () => {
    const { api, user, card } = await openCard({
      'GET /account/second-factor': ok(ON),
      'POST /account/second-factor/authenticator/remove': ok(OFF, SECOND_FACTOR_TEXTS.turnedOff),
    });
    expect(await within(card).findByText(`${texts.on('Mar 2, 2026')} ${texts.codesLeft(10)}`)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: texts.turnOff }));
    expect(within(card).getByText(texts.passwordIntro.turnOff)).toBeInTheDocument();
    await user.type(within(card).getByLabelText(texts.passwordLabel, { exact: false }), 'Gr0wT0gether!');
    await user.click(within(card).getByRole('button', { name: texts.turnOff }));
    expect(await within(card).findByText(texts.off)).toBeInTheDocument();
    expect(api.callsTo('POST /account/second-factor/authenticator/remove')[0].body).toEqual({ currentPassword: 'Gr0wT0gether!' });
  });

  it('offers no way to turn it off to a member whose role needs it', async () => {
    const leader = buildUser({ subscription: buildMemberSubscription(), secondFactor: { required: true, gate: null } });
    const { card } = await openCard({ 'GET /account/second-factor': ok(ON) }, leader);
    expect(await within(card).findByText(texts.requiredForRole)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: texts.newCodes })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: texts.turnOff })).not.toBeInTheDocument();
  });
});
