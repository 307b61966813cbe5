import { type CompanyValues } from '@gro/config';
import { COMPANY_GATE_TEXTS } from '@gro/config/screens';
import { Drawer } from '@/components/ui/drawer';
import { createCompany } from '../api/create-company';
import { CompanyForm } from './company-form';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
}

/** Create Company, in a side drawer; on success the member's company is set and the portal opens. */
export function CreateCompanyDrawer({ open, onClose }: DrawerProps) {
  const handleSubmit = async (values: CompanyValues) => {
    await createCompany(values);
    onClose();
  };
  return (
    <Drawer open={open} onClose={onClose} title={COMPANY_GATE_TEXTS.createCompany}>
      <CompanyForm onSubmit={handleSubmit} onCancel={onClose} />
    </Drawer>
  );
}
