import { PortalPage } from '@/components/layouts/portal-page';

export default function SubscriptionsRoute() {
  return <PortalPage title="Subscriptions" />;
}
