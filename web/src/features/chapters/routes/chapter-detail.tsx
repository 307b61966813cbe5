import { PublicPage } from '@/components/layouts/public-page';

export default function ChapterDetailRoute() {
  return <PublicPage title="Chapter" lead="About the chapter, when and where it meets, and its upcoming events." />;
}
