import { PortalPage } from '@/components/layouts/portal-page';

export default function DirectoryRoute() {
  return <PortalPage title="Member Directory" />;
}
