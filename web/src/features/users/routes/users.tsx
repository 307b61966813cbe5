import { PortalPage } from '@/components/layouts/portal-page';

export default function UsersRoute() {
  return <PortalPage title="Users" />;
}
