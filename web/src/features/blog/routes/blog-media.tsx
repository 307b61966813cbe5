import { PortalPage } from '@/components/layouts/portal-page';

export default function BlogMediaRoute() {
  return <PortalPage title="Blog Media" />;
}
