// useAccount (./use-account) is for the portal only: its guard imports it from there, so the
// public pages do not download the account loading.
export { authStore } from './auth-store';
export { useAuth, useAuthRestored } from './use-auth';
