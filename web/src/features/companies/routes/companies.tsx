import { PortalPage } from '@/components/layouts/portal-page';

export default function CompaniesRoute() {
  return <PortalPage title="Companies" />;
}
