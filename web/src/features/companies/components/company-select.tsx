import { type Company } from '@gro/config';
import type { ReactNode } from 'react';
import { FormSearchSelect } from '@/components/ui/form';
import { useCompanySearch } from '../api/search-companies';

interface CompanySelectProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** The chosen company's name when the form opens on an existing record. */
  initialText?: string;
}

/** GET /company?q=&pageSize=5 as the person types. */
function useCompanyOptions(text: string, enabled: boolean) {
  const { data, isLoading } = useCompanySearch(text, enabled);
  return { options: data?.items ?? [], isLoading };
}

/** A type-ahead select of companies bound to the Formik id field `name` (spec §5, §8, §9). */
export function CompanySelect(props: CompanySelectProps) {
  return <FormSearchSelect<Company> {...props} useOptions={useCompanyOptions} getOptionLabel={(company) => company.name} />;
}
