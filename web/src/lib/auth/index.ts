export { authStore } from './auth-store';
export { useAccount, useAuth, useAuthRestored } from './use-auth';
