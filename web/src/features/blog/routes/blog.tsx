import { PortalPage } from '@/components/layouts/portal-page';

export default function BlogRoute() {
  return <PortalPage title="Blog" />;
}
