import type { User } from '@gro/config';

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
export const NO_AUTH: AuthState = { token: null, user: null };

/** The saved state, or no session when it is missing or corrupt. */
export function parseAuth(raw: string | null | undefined): AuthState {
  if (!raw) return NO_AUTH;
  try {
    const value = JSON.parse(raw) as Partial<AuthState> | null;
    const token = typeof value?.token === 'string' && value.token ? value.token : null;
    const user = value?.user && typeof value.user === 'object' ? value.user : null;
    return token || user ? { token, user } : NO_AUTH;
  } catch {
    return NO_AUTH;
  }
}

/** The browser's localStorage; memory when it is blocked (the session then lasts as long as the tab). */
export function browserStorage(): AuthStorage {
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
