import { ACTIVITY_TEXTS } from '@gro/config/screens';
import { PortalPage } from '@/components/layouts/portal-page';

export default function ActivityRoute() {
  return <PortalPage title={ACTIVITY_TEXTS.title} />;
}
