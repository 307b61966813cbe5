import { PublicPage } from '@/components/layouts/public-page';

export default function PasswordForgotRoute() {
  return <PublicPage title="Forgot Your Password?" />;
}
