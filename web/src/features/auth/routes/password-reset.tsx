import { PublicPage } from '@/components/layouts/public-page';

export default function PasswordResetRoute() {
  return <PublicPage title="Reset Your Password" />;
}
