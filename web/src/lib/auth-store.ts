import { AUTH_RESTORE_TIMEOUT_MS, type User } from '@gro/config';
import { useSyncExternalStore } from 'react';
import { createStore } from './create-store';

/** The only client state that is persisted (spec §3): the access token and the signed-in user. */
export interface AuthState {
  token: string | null;
  user: User | null;
}

/** localStorage, or any storage whose reads may be asynchronous. */
export interface AuthStorage {
  getItem: (key: string) => string | null | Promise<string | null>;
  setItem: (key: string, value: string) => unknown;
  removeItem: (key: string) => unknown;
}

export const AUTH_STORAGE_KEY = 'gro-auth';
const EMPTY: AuthState = { token: null, user: null };

function parse(raw: string | null | undefined): AuthState {
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as Partial<AuthState> | null;
    const token = typeof value?.token === 'string' && value.token ? value.token : null;
    const user = value?.user && typeof value.user === 'object' ? value.user : null;
    return token || user ? { token, user } : EMPTY;
  } catch {
    return EMPTY;
  }
}

interface Options {
  storage: AuthStorage;
  restoreTimeoutMs?: number;
  /** Window whose `storage` events (other tabs) update the state. */
  events?: Pick<Window, 'addEventListener'>;
}

export function createAuthStore({ storage, restoreTimeoutMs = AUTH_RESTORE_TIMEOUT_MS, events }: Options) {
  const state = createStore<AuthState>(EMPTY);
  const restored = createStore(false);
  let restoring: Promise<void> | null = null;

  function update(next: AuthState) {
    state.setState(next);
    try {
      if (next.token || next.user) storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(next));
      else storage.removeItem(AUTH_STORAGE_KEY);
    } catch {
      // Storage full or blocked: the session still works for this tab.
    }
  }

  function hydrate(raw: string | null) {
    if (restored.getState()) return;
    state.setState(parse(raw));
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

  events?.addEventListener('storage', (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) state.setState(parse(event.newValue));
  });

  return {
    getState: state.getState,
    subscribe: state.subscribe,
    isRestored: restored.getState,
    subscribeRestored: restored.subscribe,
    restore,
    setToken: (token: string) => update({ ...state.getState(), token }),
    setUser: (user: User | null) => update({ ...state.getState(), user }),
    setAuth: (auth: { token: string; user: User }) => update({ token: auth.token, user: auth.user }),
    /** Sign-out: empties token and user. */
    clearToken: () => update(EMPTY),
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;

function browserStorage(): AuthStorage {
  try {
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => memory.set(key, value),
      removeItem: (key) => memory.delete(key),
    };
  }
}

export const authStore = createAuthStore({ storage: browserStorage(), events: window });

export function useAuth() {
  const { token, user } = useSyncExternalStore(authStore.subscribe, authStore.getState);
  return { token, user, isAuthenticated: Boolean(token) };
}

export function useAuthRestored(): boolean {
  return useSyncExternalStore(authStore.subscribeRestored, authStore.isRestored);
}
