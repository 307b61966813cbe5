import { PortalPage } from '@/components/layouts/portal-page';

export default function SubscriptionLogsRoute() {
  return <PortalPage title="Subscription Logs" />;
}
