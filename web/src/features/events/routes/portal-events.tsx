import { PortalPage } from '@/components/layouts/portal-page';

export default function PortalEventsRoute() {
  return <PortalPage title="Events" />;
}
