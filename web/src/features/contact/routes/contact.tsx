import { PublicPage } from '@/components/layouts/public-page';

export default function ContactRoute() {
  return <PublicPage title="Contact" lead="Have questions? Let's connect." />;
}
