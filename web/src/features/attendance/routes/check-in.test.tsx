import type { CheckInResult } from '@gro/config';
import { ATTENDANCE_TEXTS } from '@gro/config/screens';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

const texts = ATTENDANCE_TEXTS.page;
const code = 'abcdefghijklmnopqrstuv';
const address = `/check-in?event=11&date=2026-12-02&code=${code}`;
const result: CheckInResult = { eventId: 11, title: 'GRO Detroit Weekly Meeting', date: '2026-12-02', status: 'Present', already: false };

describe('the check-in page the door’s QR code opens (/check-in)', () => {
  it('checks a signed-in member in once and says so', async () => {
    const user = buildUser();
    authStore.setAuth({ token: 'jwt', user });
    const api = mockApi({ 'GET /account': ok(user), 'POST /check-in': ok(result, { title: 'Checked in', message: 'You are checked in to GRO Detroit Weekly Meeting. Welcome!' }) });
    renderApp(address);
    expect(await screen.findByRole('heading', { name: texts.done })).toBeInTheDocument();
    expect(screen.getByText('You are checked in to GRO Detroit Weekly Meeting. Welcome!')).toBeInTheDocument();
    expect(api.callsTo('POST /check-in').map((c) => c.body)).toEqual([{ eventId: 11, date: '2026-12-02', code }]);
    expect(screen.getByRole('link', { name: texts.dashboard })).toHaveAttribute('href', '/portal');
  });

  it("shows the server's refusal of an expired code, and what to do", async () => {
    const user = buildUser();
    authStore.setAuth({ token: 'jwt', user });
    mockApi({ 'GET /account': ok(user), 'POST /check-in': failure(400, 'Bad Request', 'This check-in code has expired or belongs to another meeting: scan the code shown at the door now.') });
    renderApp(address);
    expect(await screen.findByRole('heading', { name: texts.failed })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/has expired or belongs to another meeting/);
    expect(screen.getByRole('alert')).toHaveTextContent(texts.again);
  });

  it('asks someone signed out to sign in first, and sends nothing', async () => {
    const api = mockApi({ 'POST /check-in': ok(result) });
    renderApp(address);
    expect(await screen.findByRole('heading', { name: texts.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.signInButton })).toHaveAttribute('href', '/signin');
    await waitFor(() => expect(api.callsTo('POST /check-in')).toHaveLength(0));
  });

  it('checks a registered guest in with their email, and says why not when the email is not registered', async () => {
    let registered = false;
    const api = mockApi({
      'POST /check-in/visitor': () =>
        registered
          ? ok({ eventId: 11, title: result.title, date: result.date, firstname: 'Gail', already: false }, { title: 'Checked in', message: 'Welcome, Gail! You are checked in to GRO Detroit Weekly Meeting.' })
          : failure(404, 'Not Found', 'No guest registration for this email at this meeting. The chapter’s leaders at the door can add you.'),
    });
    renderApp(address);
    const form = await screen.findByRole('form', { name: texts.guestTitle });
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${texts.guestEmail}`) }), 'gail@example.com');
    await userEvent.click(screen.getByRole('button', { name: texts.guestSubmit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/No guest registration for this email/);
    registered = true;
    await userEvent.click(screen.getByRole('button', { name: texts.guestSubmit }));
    expect(await screen.findByText('Welcome, Gail! You are checked in to GRO Detroit Weekly Meeting.')).toBeInTheDocument();
    expect(form).not.toContainElement(screen.queryByRole('button', { name: texts.guestSubmit }));
    expect(api.callsTo('POST /check-in/visitor').at(-1)?.body).toEqual({ eventId: 11, date: '2026-12-02', code, email: 'gail@example.com' });
    expect(api.callsTo('POST /check-in')).toHaveLength(0);
  });

  it('says an incomplete link is incomplete', async () => {
    const user = buildUser();
    authStore.setAuth({ token: 'jwt', user });
    const api = mockApi({ 'GET /account': ok(user) });
    renderApp('/check-in?event=11&date=2026-12-02');
    expect(await screen.findByText(texts.badLink)).toBeInTheDocument();
    expect(api.callsTo('POST /check-in')).toHaveLength(0);
  });
});
