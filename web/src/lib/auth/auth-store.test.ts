import { AUTH_RESTORE_TIMEOUT_MS } from '@gro/config';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/testing/fixtures';
import { AUTH_STORAGE_KEY, type AuthStorage } from './auth-storage';
import { authStore, createAuthStore } from './auth-store';
import { useAuth } from './use-auth';

function memoryStorage(initial: Record<string, string> = {}): AuthStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => data.set(key, value),
    removeItem: (key) => data.delete(key),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('auth store', () => {
  it('persists token and user under one key, and only those', () => {
    const storage = memoryStorage();
    const store = createAuthStore({ storage });
    const user = buildUser();
    store.setAuth({ token: 'jwt', user });
    expect(JSON.parse(storage.data.get(AUTH_STORAGE_KEY)!)).toEqual({ token: 'jwt', user });
    store.setToken('jwt2');
    expect(JSON.parse(storage.data.get(AUTH_STORAGE_KEY)!).token).toBe('jwt2');
  });

  it('restores the saved state on load', async () => {
    const user = buildUser();
    const store = createAuthStore({ storage: memoryStorage({ [AUTH_STORAGE_KEY]: JSON.stringify({ token: 'saved', user }) }) });
    expect(store.isRestored()).toBe(false);
    await store.restore();
    expect(store.isRestored()).toBe(true);
    expect(store.getState()).toEqual({ token: 'saved', user });
  });

  it('ignores a corrupt saved state', async () => {
    const store = createAuthStore({ storage: memoryStorage({ [AUTH_STORAGE_KEY]: '{not json' }) });
    await store.restore();
    expect(store.getState()).toEqual({ token: null, user: null });
  });

  it('endSession empties token and user, in memory and in storage', () => {
    const storage = memoryStorage();
    const store = createAuthStore({ storage });
    store.setAuth({ token: 'jwt', user: buildUser() });
    store.endSession();
    expect(store.getState()).toEqual({ token: null, user: null });
    expect(storage.data.has(AUTH_STORAGE_KEY)).toBe(false);
  });

  it('storeAccount stores the user next to the token', () => {
    const store = createAuthStore({ storage: memoryStorage() });
    store.setToken('jwt');
    const user = buildUser({ companyId: 9 });
    store.storeAccount(user);
    expect(store.getState()).toEqual({ token: 'jwt', user });
  });

  it("counts the user as the server's answer only after sign-in or an account answer, not after a restore or a refresh", async () => {
    const user = buildUser();
    const store = createAuthStore({ storage: memoryStorage({ [AUTH_STORAGE_KEY]: JSON.stringify({ token: 'saved', user }) }) });
    await store.restore();
    expect(store.isAccountLoaded()).toBe(false);
    store.setAuth({ token: 'refreshed', user });
    expect(store.isAccountLoaded()).toBe(false);
    store.storeAccount(user);
    expect(store.isAccountLoaded()).toBe(true);
    store.setToken('refreshed-again');
    expect(store.isAccountLoaded()).toBe(true);
    store.endSession();
    expect(store.isAccountLoaded()).toBe(false);
    store.startSession({ token: 'jwt', user });
    expect(store.isAccountLoaded()).toBe(true);
  });

  it(`lets the app render after ${AUTH_RESTORE_TIMEOUT_MS} ms when storage does not answer`, async () => {
    vi.useFakeTimers();
    const store = createAuthStore({
      storage: { ...memoryStorage(), getItem: () => new Promise<string | null>(() => {}) },
    });
    const restored = store.restore();
    await vi.advanceTimersByTimeAsync(AUTH_RESTORE_TIMEOUT_MS - 1);
    expect(store.isRestored()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await restored;
    expect(store.isRestored()).toBe(true);
    expect(store.getState().token).toBeNull();
  });

  it('restores from asynchronous storage that answers in time', async () => {
    const store = createAuthStore({
      storage: { ...memoryStorage(), getItem: async () => JSON.stringify({ token: 'late', user: null }) },
    });
    await store.restore();
    expect(store.getState().token).toBe('late');
  });

  it('follows sign-in and sign-out in other tabs through the storage event', () => {
    const events = new EventTarget();
    const store = createAuthStore({ storage: memoryStorage(), events: events as unknown as Window });
    const newValue = JSON.stringify({ token: 'other-tab', user: null });
    events.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY, newValue }));
    expect(store.getState().token).toBe('other-tab');
    events.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY, newValue: null }));
    expect(store.getState()).toEqual({ token: null, user: null });
    expect(store.isAccountLoaded()).toBe(false);
  });

  it('useAuth reports isAuthenticated when a token is present', () => {
    const { result } = renderHook(() => useAuth());
    expect(result.current.isAuthenticated).toBe(false);
    act(() => authStore.setToken('jwt'));
    expect(result.current).toMatchObject({ token: 'jwt', isAuthenticated: true });
    act(() => authStore.endSession());
    expect(result.current.isAuthenticated).toBe(false);
  });

  it('the app store saves to localStorage', () => {
    authStore.setToken('persisted');
    expect(JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY)!)).toEqual({ token: 'persisted', user: null });
  });
});
