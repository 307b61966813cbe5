import { ADDRESS_SUGGESTIONS_CLOSE_DELAY_MS, SELECT_MENU_MAX_HEIGHT, SELECT_MENU_MIN_HEIGHT, type Company } from '@gro/config';
import { SELECT_TEXTS } from '@gro/config/screens';
import { useField } from 'formik';
import { useState, type ReactNode } from 'react';
import { Combobox } from '@/components/ui/combobox';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { shownError } from '@/components/ui/form/form-input';
import { useCompanySearch } from '../api/search-companies';

interface CompanySelectProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
}

/**
 * A type-ahead select of companies bound to the Formik id field `name`: loads
 * GET /company?q=&pageSize=5 as the member types (spec §5, §8, §9 select texts and sizes).
 */
export function CompanySelect({ name, label, hint, required }: CompanySelectProps) {
  const [, meta, helpers] = useField<number | null>(name);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const query = useDebouncedValue(text);
  const { data, isLoading } = useCompanySearch(query, focused || text !== '');
  const options = data?.items ?? [];

  return (
    <Combobox<Company>
      name={name}
      label={label}
      hint={hint}
      required={required}
      error={shownError(meta)}
      placeholder={SELECT_TEXTS.placeholder}
      value={text}
      onInputChange={(next) => {
        setText(next);
        if (meta.value !== null) void helpers.setValue(null);
      }}
      options={options}
      getOptionKey={(company) => company.id}
      getOptionLabel={(company) => company.name}
      onSelect={(company) => {
        setText(company.name);
        void helpers.setValue(company.id);
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => void helpers.setTouched(true)}
      loading={isLoading}
      loadingText={SELECT_TEXTS.loading}
      emptyText={SELECT_TEXTS.noOptions}
      closeDelayMs={ADDRESS_SUGGESTIONS_CLOSE_DELAY_MS}
      maxMenuHeight={SELECT_MENU_MAX_HEIGHT}
      minMenuHeight={SELECT_MENU_MIN_HEIGHT}
    />
  );
}
