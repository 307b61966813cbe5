import { describe, expect, it } from 'vitest';
import { buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { buildMemberSubscription } from '@/testing/payment-fixtures';
import { authStore } from './auth-store';
import { loadAccount, reloadAccount } from './load-account';

const saved = buildUser({ firstname: 'Stale' });
const member = buildUser({ firstname: 'Jordan' });

describe('loadAccount', () => {
  it('asks GET /account once however many ask at the same time, and stores the answer as the account', async () => {
    authStore.setAuth({ token: 'jwt', user: saved });
    const api = mockApi({ 'GET /account': ok(member) });
    await Promise.all([loadAccount(), loadAccount()]);
    expect(api.callsTo('GET /account')).toHaveLength(1);
    expect(authStore.getState()).toEqual({ token: 'jwt', user: member });
    expect(authStore.isAccountLoaded()).toBe(true);
  });

  it.each([
    ['a failed call', failure(500, 'Error', 'A general error occurred')],
    ['an answer without a user', ok(null)],
  ])('ends the session after %s', async (_, answer) => {
    authStore.setAuth({ token: 'jwt', user: saved });
    mockApi({ 'GET /account': answer });
    await loadAccount();
    expect(authStore.getState()).toEqual({ token: null, user: null });
  });

  it('keeps the session and the stored user when the call never reached the server (offline, or the page was left)', async () => {
    authStore.setAuth({ token: 'jwt', user: saved });
    mockApi({ 'GET /account': () => Promise.reject(new TypeError('Failed to fetch')) });
    await loadAccount();
    expect(authStore.getState()).toEqual({ token: 'jwt', user: saved });
    expect(authStore.isAccountLoaded()).toBe(true);
  });

  it('drops an answer that arrives after another member signed in', async () => {
    authStore.setAuth({ token: 'jwt', user: saved });
    let answer: (response: Response) => void = () => {};
    let asked: () => void = () => {};
    const requested = new Promise<void>((resolve) => (asked = resolve));
    mockApi({
      'GET /account': () => {
        asked();
        return new Promise<Response>((resolve) => (answer = resolve));
      },
    });
    const loading = loadAccount();
    await requested;
    const next = buildUser({ id: 8, firstname: 'Ada' });
    authStore.startSession({ token: 'jwt-ada', user: next });
    answer(ok(member));
    await loading;
    expect(authStore.getState()).toEqual({ token: 'jwt-ada', user: next });
  });

  it('reloadAccount asks again after the account was loaded, and keeps the stored user when the call fails', async () => {
    authStore.startSession({ token: 'jwt', user: saved });
    const subscribed = buildUser({ subscription: buildMemberSubscription() });
    mockApi({ 'GET /account': ok(subscribed) });
    await reloadAccount();
    expect(authStore.getState().user).toEqual(subscribed);

    mockApi({ 'GET /account': failure(500, 'Error', 'A general error occurred') });
    await reloadAccount();
    expect(authStore.getState()).toEqual({ token: 'jwt', user: subscribed });
  });

  it('reloadAccount asks once however many ask at the same time (several refused calls of one screen)', async () => {
    authStore.startSession({ token: 'jwt', user: saved });
    const api = mockApi({ 'GET /account': ok(member) });
    await Promise.all([reloadAccount(), reloadAccount(), reloadAccount()]);
    expect(api.callsTo('GET /account')).toHaveLength(1);
    expect(authStore.getState().user).toEqual(member);
  });
});
