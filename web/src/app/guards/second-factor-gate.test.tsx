import { SECOND_FACTOR_REASON, SECOND_FACTOR_TEXTS } from '@gro/config';
import { SECOND_FACTOR_SCREEN_TEXTS as texts } from '@gro/config/screens';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildAdmin, failure, jsonResponse } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const SETUP = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/GRO:grace%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', qrCode: 'data:image/png;base64,iVBORw0KGgo=' };
const CODES = ['abcde-fghij', 'kmnpq-rstuv', 'wxyz2-34567', '89abc-defgh', 'ijkmn-pqrst', 'uvwxy-z2345', '6789a-bcdef', 'ghijk-mnpqr', 'stuvw-xyz23', '45678-9abcd'];
const held = buildAdmin({ secondFactor: { required: true, gate: 'enrol' } });
const past = buildAdmin({ secondFactor: { required: true, gate: null } });
const gateRefusal = (gate: 'enrol' | 'verify') =>
  jsonResponse({ ok: false, error: true, data: null, message: SECOND_FACTOR_TEXTS.gate[gate], details: { reason: SECOND_FACTOR_REASON, gate } }, 403);

describe('the second-factor gate', () => {
  it('holds an admin who must set up two-step sign-in before anything else, then opens the portal once it is on', async () => {
    authStore.setAuth({ token: 'jwt', user: held });
    let account = held;
    const api = mockApi({
      'GET /account': () => ok(account),
      'POST /account/second-factor/authenticator': ok(SETUP, SECOND_FACTOR_TEXTS.setupStarted),
      'POST /account/second-factor/authenticator/confirm': () => {
        account = past;
        return ok({ codes: CODES }, SECOND_FACTOR_TEXTS.turnedOn);
      },
      'GET /dashboard': failure(500, 'Error', 'Down'),
    });
    const user = userEvent.setup();
    renderApp('/portal');
    expect(await findHeading(texts.gate.enrol.title)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Portal' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.cancel })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(texts.passwordLabel, { exact: false }), 'Gr0wT0gether!');
    await user.click(screen.getByRole('button', { name: texts.continue }));
    expect(await screen.findByRole('img', { name: texts.qrAlt })).toBeInTheDocument();
    await user.type(screen.getByLabelText(texts.confirmLabel, { exact: false }), '123456');
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    const list = await screen.findByRole('list', { name: texts.codesTitle });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(api.callsTo('GET /dashboard')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: texts.savedCodes }));
    expect(await screen.findByRole('navigation', { name: 'Portal' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: texts.gate.enrol.title })).not.toBeInTheDocument();
  });

  it('asks a staff session opened before the factor was set up to sign in again', async () => {
    const opened = buildAdmin({ secondFactor: { required: false, gate: 'verify' } });
    authStore.setAuth({ token: 'jwt', user: opened });
    mockApi({ 'GET /account': ok(opened) });
    renderApp('/portal');
    expect(await findHeading(texts.gate.verify.title)).toBeInTheDocument();
    expect(screen.getByText(texts.gate.verify.message)).toBeInTheDocument();
    expect(screen.queryByLabelText(texts.passwordLabel, { exact: false })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it("reloads the account on the gate's 403, without an error toast, and shows the gate", async () => {
    authStore.setAuth({ token: 'jwt', user: past });
    let account = past;
    mockApi({
      'GET /account': () => ok(account),
      'GET /dashboard': () => {
        account = held;
        return gateRefusal('enrol');
      },
    });
    renderApp('/portal');
    expect(await findHeading(texts.gate.enrol.title)).toBeInTheDocument();
    expect(screen.queryByText(SECOND_FACTOR_TEXTS.gate.enrol.message)).not.toBeInTheDocument();
  });
});
