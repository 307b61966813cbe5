import { AUTH_RESTORE_TIMEOUT_MS, type User } from '@gro/config';
import { createStore } from '../create-store';
import { AUTH_STORAGE_KEY, NO_AUTH, browserStorage, parseAuth, type AuthState, type AuthStorage } from './auth-storage';

interface Options {
  storage: AuthStorage;
  restoreTimeoutMs?: number;
  /** Window whose `storage` events (other tabs) update the state. */
  events?: Pick<Window, 'addEventListener'>;
}

/**
 * The signed-in account's one home: the token and the user, saved in storage, restored at start
 * and followed across tabs. `accountLoaded` tells whether the user is the server's answer in this
 * page's life (GET /account, sign-in, an account change) rather than what storage remembered: the
 * portal waits for it.
 */
export function createAuthStore({ storage, restoreTimeoutMs = AUTH_RESTORE_TIMEOUT_MS, events }: Options) {
  const state = createStore<AuthState>(NO_AUTH);
  const restored = createStore(false);
  const accountLoaded = createStore(false);
  let restoring: Promise<void> | null = null;

  function update(next: AuthState, loaded = accountLoaded.getState()) {
    state.setState(next);
    accountLoaded.setState(loaded);
    try {
      if (next.token || next.user) storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(next));
      else storage.removeItem(AUTH_STORAGE_KEY);
    } catch {
      // Storage full or blocked: the session still works for this tab.
    }
  }

  function hydrate(raw: string | null) {
    if (restored.getState()) return;
    state.setState(parseAuth(raw));
    restored.setState(true);
  }

  /** Reads the saved state once; the app renders after it or after the time-out, whichever comes first. */
  function restore(): Promise<void> {
    if (restoring) return restoring;
    let raw: string | null | Promise<string | null>;
    try {
      raw = storage.getItem(AUTH_STORAGE_KEY);
    } catch {
      raw = null;
    }
    if (!(raw instanceof Promise)) {
      hydrate(raw);
      restoring = Promise.resolve();
      return restoring;
    }
    const pending = raw;
    restoring = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        restored.setState(true);
        resolve();
      }, restoreTimeoutMs);
      pending
        .then(hydrate, () => hydrate(null))
        .finally(() => {
          clearTimeout(timer);
          resolve();
        });
    });
    return restoring;
  }

  // Sign-in, account changes and sign-out in other tabs.
  events?.addEventListener('storage', (event: StorageEvent) => {
    if (event.key !== AUTH_STORAGE_KEY && event.key !== null) return;
    const next = parseAuth(event.newValue);
    state.setState(next);
    if (!next.token) accountLoaded.setState(false);
  });

  return {
    getState: state.getState,
    subscribe: state.subscribe,
    isRestored: restored.getState,
    subscribeRestored: restored.subscribe,
    isAccountLoaded: accountLoaded.getState,
    subscribeAccountLoaded: accountLoaded.subscribe,
    restore,
    /** Sign-in, sign-up, password change: the answer's token and user. */
    startSession: (auth: { token: string; user: User }) => update({ token: auth.token, user: auth.user }, true),
    /** GET /account or an account change answered with the member. */
    storeAccount: (user: User) => update({ ...state.getState(), user }, true),
    /** A refreshed access token. */
    setToken: (token: string) => update({ ...state.getState(), token }),
    /** Token and user known from before (a refresh answer, a test's saved session): the portal still loads GET /account. */
    setAuth: (auth: { token: string; user: User }) => update({ token: auth.token, user: auth.user }),
    /** Sign-out, or a session that cannot go on: empties token and user. */
    endSession: () => update(NO_AUTH, false),
  };
}

export const authStore = createAuthStore({ storage: browserStorage(), events: window });
