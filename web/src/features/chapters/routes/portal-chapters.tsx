import { PortalPage } from '@/components/layouts/portal-page';

export default function PortalChaptersRoute() {
  return <PortalPage title="Chapters" />;
}
