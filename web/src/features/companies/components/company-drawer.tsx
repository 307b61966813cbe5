import { SOCIAL_LINK_KEYS, companyAdminDefaults, type Company } from '@gro/config';
import { COMPANY_DRAWER_TEXTS } from '@gro/config/screens';
import { Drawer } from '@/components/ui/drawer';
import { useRefreshLists } from '@/hooks/use-refresh-lists';
import { placeValues } from '@/lib/address-fields';
import { COMPANY_REFRESHES, saveCompany } from '../api/save-company';
import { CompanyForm, type CompanyAdminValues } from './company-form';

/** The company as form values: flat social links, '' for missing texts; a new company starts from the defaults. */
function companyValues(company: Company | null): CompanyAdminValues {
  if (!company) return { ...companyAdminDefaults } as CompanyAdminValues;
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

interface CompanyDrawerProps {
  open: boolean;
  /** The company to edit, as the admin list answers it (with isNonprofit); null creates one. */
  company: Company | null;
  /** A new value for each opening, so the form starts afresh. */
  formKey: number;
  onClose: () => void;
}

/**
 * Create Company / Edit Company (admins) in a side drawer, with the Nonprofit flag. A company an
 * admin creates is for members to join: the admin does not become part of it. Closes after a
 * successful save and refetches the lists.
 */
export function CompanyDrawer({ open, company, formKey, onClose }: CompanyDrawerProps) {
  const refresh = useRefreshLists();
  const title = company ? COMPANY_DRAWER_TEXTS.edit : COMPANY_DRAWER_TEXTS.create;
  const handleSubmit = async (values: CompanyAdminValues) => {
    await saveCompany(values, company?.uuid);
    onClose();
    await refresh(COMPANY_REFRESHES);
  };
  return (
    <Drawer open={open} onClose={onClose} title={title}>
      <CompanyForm key={formKey} admin={{ title, initialValues: companyValues(company), isCreate: !company }} onSubmit={handleSubmit} onCancel={onClose} />
    </Drawer>
  );
}
