import { SOCIAL_LINK_KEYS, type Company } from '@gro/config';
import { COMPANY_DRAWER_TEXTS } from '@gro/config/screens';
import { Drawer } from '@/components/ui/drawer';
import { useRefreshLists } from '@/hooks/use-refresh-lists';
import { placeValues } from '@/lib/address-fields';
import { COMPANY_REFRESHES, updateCompany } from '../api/update-company';
import { CompanyForm, type CompanyAdminValues } from './company-form';

/** A company as the admin list answers it; isNonprofit is admin-only. */
export type AdminCompany = Company & { isNonprofit?: boolean };

/** The company as form values: flat social links, '' for missing texts. */
function companyValues(company: AdminCompany): CompanyAdminValues {
  const links = Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, company.socialLinks?.[key] ?? '']));
  return {
    name: company.name ?? '',
    description: company.description ?? '',
    ...placeValues(company),
    phoneNumber: company.phoneNumber ?? '',
    phoneExt: company.phoneExt ?? '',
    url: company.url ?? '',
    logo: company.logo ?? '',
    contactName: company.contactName ?? '',
    industry: company.industry ?? '',
    ...links,
    isNonprofit: company.isNonprofit ?? false,
  } as CompanyAdminValues;
}

interface CompanyEditDrawerProps {
  open: boolean;
  company: AdminCompany | null;
  formKey: number;
  onClose: () => void;
}

/** Edit Company (admins), in a side drawer; closes after a successful save and refetches the lists. */
export function CompanyEditDrawer({ open, company, formKey, onClose }: CompanyEditDrawerProps) {
  const refresh = useRefreshLists();
  const handleSubmit = async (values: CompanyAdminValues) => {
    if (!company) return;
    await updateCompany(company.uuid, values);
    onClose();
    await refresh(COMPANY_REFRESHES);
  };
  return (
    <Drawer open={open} onClose={onClose} title={COMPANY_DRAWER_TEXTS.edit} width="560px">
      {company && <CompanyForm key={formKey} edit={companyValues(company)} onSubmit={handleSubmit} onCancel={onClose} />}
    </Drawer>
  );
}
