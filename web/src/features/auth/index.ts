export { SignOutButton } from './components/sign-out-button';
export { resendVerification } from './api/verify-email';
export { AuthLayout } from './components/auth-layout';
