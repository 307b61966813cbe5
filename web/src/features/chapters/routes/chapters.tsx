import { PublicPage } from '@/components/layouts/public-page';

export default function ChaptersRoute() {
  return <PublicPage title="Chapters" lead="Local roots, global impact. Explore chapters." />;
}
