import type { CheckInResult } from '@gro/config';
import { ATTENDANCE_TEXTS } from '@gro/config/screens';
import { screen, waitFor } from '@testing-library/react';
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
    expect(await screen.findByRole('heading', { name: texts.signIn })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.signInButton })).toHaveAttribute('href', '/signin');
    await waitFor(() => expect(api.callsTo('POST /check-in')).toHaveLength(0));
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
