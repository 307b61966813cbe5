import { PublicPage } from '@/components/layouts/public-page';

export default function FaqsRoute() {
  return <PublicPage title="Questions. Answered." documentTitle="FAQ" lead="Everything you wanted to know about GRO membership, chapters and events." />;
}
