export { SignOutButton } from './components/sign-out-button';
