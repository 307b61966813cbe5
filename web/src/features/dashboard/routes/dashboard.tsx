import { PortalPage } from '@/components/layouts/portal-page';

export default function DashboardRoute() {
  return <PortalPage title="Dashboard" />;
}
