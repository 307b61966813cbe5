import { PublicPage } from '@/components/layouts/public-page';

export default function SignUpRoute() {
  return <PublicPage title="Become a Member" documentTitle="Sign Up" />;
}
