import { PortalPage } from '@/components/layouts/portal-page';

export default function BlogPostsRoute() {
  return <PortalPage title="Blog Posts" />;
}
