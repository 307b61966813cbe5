import { PublicPage } from '@/components/layouts/public-page';

export default function EventsRoute() {
  return <PublicPage title="Events" lead="Chapter meetings and special events, in person, virtual and hybrid." />;
}
