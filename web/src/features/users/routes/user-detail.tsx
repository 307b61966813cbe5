import { PortalPage } from '@/components/layouts/portal-page';

export default function UserDetailRoute() {
  return <PortalPage title="User Details" />;
}
