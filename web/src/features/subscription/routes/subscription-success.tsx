import { PublicPage } from '@/components/layouts/public-page';

export default function SubscriptionSuccessRoute() {
  return <PublicPage title="Subscription" documentTitle="Subscription Confirmation" />;
}
