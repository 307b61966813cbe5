import { PublicPage } from '@/components/layouts/public-page';

export default function StartChapterRoute() {
  return <PublicPage title="Start a Chapter" lead="Bring GRO to your community: tell us about yourself and where you would like to meet." />;
}
