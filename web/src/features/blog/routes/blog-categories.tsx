import { PortalPage } from '@/components/layouts/portal-page';

export default function BlogCategoriesRoute() {
  return <PortalPage title="Blog Categories" />;
}
