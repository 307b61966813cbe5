import { ACCOUNT_API, type User } from '@gro/config';
import { api } from '../api-client';
import { ApiError } from '../api-error';
import { authStore } from './auth-store';

let loading: Promise<void> | null = null;

/**
 * GET /account: the member as the server knows them now, stored as the user. One call however
 * many ask at once. A refusal or an answer without a user ends the session (the portal then sends
 * the visitor to /signin); a call that never reached the server (offline, or cut short by the page
 * being left) keeps the session and the stored user, so leaving a page that is still loading does
 * not sign the member out of the next one. An answer that arrives after the session changed is dropped.
 */
export function loadAccount(): Promise<void> {
  loading ??= api
    .get<User | null>(ACCOUNT_API.find.path)
    .then(
      ({ data }) => ({ user: data, unreachable: false }),
      (error: unknown) => ({ user: null, unreachable: (error instanceof ApiError && error.unreachable) || (error as Error)?.name === 'AbortError' }),
    )
    .then(({ user, unreachable }) => {
      if (!authStore.getState().token || authStore.isAccountLoaded()) return;
      const stored = authStore.getState().user;
      if (user) authStore.storeAccount(user);
      else if (unreachable && stored) authStore.storeAccount(stored);
      else authStore.endSession();
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

let reloading: Promise<void> | null = null;

/**
 * GET /account again after the server changed the member (a subscription confirmed, a chapter
 * leader's role taken back), so that what the portal shows from the stored user (the Subscribe
 * block, the My chapter links) follows. One call however many ask at once (several refused calls
 * of one screen). Quiet: a failure keeps the stored user; an answer for another member than the one
 * now signed in is dropped.
 */
export function reloadAccount(): Promise<void> {
  if (!authStore.getState().token) return Promise.resolve();
  reloading ??= api
    .get<User | null>(ACCOUNT_API.find.path, { silent: true })
    .then(
      ({ data }) => data,
      () => null,
    )
    .then((user) => {
      if (user && authStore.getState().token && authStore.getState().user?.id === user.id) authStore.storeAccount(user);
    })
    .finally(() => {
      reloading = null;
    });
  return reloading;
}
