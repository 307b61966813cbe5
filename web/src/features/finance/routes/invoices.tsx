import { PortalPage } from '@/components/layouts/portal-page';

export default function InvoicesRoute() {
  return <PortalPage title="Invoices" />;
}
