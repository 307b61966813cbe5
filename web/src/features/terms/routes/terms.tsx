import { PublicPage } from '@/components/layouts/public-page';

export default function TermsRoute() {
  return <PublicPage title="Terms and Conditions" lead="Membership benefits, pricing and the legal terms of GRO membership." />;
}
