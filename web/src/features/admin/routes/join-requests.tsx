import { PortalPage } from '@/components/layouts/portal-page';

export default function JoinRequestsRoute() {
  return <PortalPage title="Company Join Requests" />;
}
