import { ADDRESS_SUGGESTIONS_CLOSE_DELAY_MS, isAddressSearchable, type AddressSuggestion } from '@gro/config';
import { ADDRESS_SEARCH_TEXTS } from '@gro/config/screens';
import type { ReactNode } from 'react';
import { useAddressSuggestions } from '@/hooks/use-address-suggestions';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toAddressFields, type AddressFields } from '@/lib/address-fields';
import { useFormField, useFormState } from '@/lib/form-state';
import { Combobox } from './combobox';

interface AddressSearchProps {
  label: ReactNode;
  /** The address line as typed or picked. */
  value: string;
  onChange: (text: string) => void;
  onSelect: (fields: AddressFields, suggestion: AddressSuggestion) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  hint?: ReactNode;
  error?: string | false | null;
  required?: boolean;
  placeholder?: string;
}

/** An address input with suggestions (spec §4, §5, §9): searches from 3 characters, closes 150 ms after blur. */
export function AddressSearch({ value, onChange, onSelect, hint, ...rest }: AddressSearchProps) {
  const query = useDebouncedValue(value);
  const searchable = isAddressSearchable(query);
  const { data, error, isLoading } = useAddressSuggestions(query);
  const options = searchable && isAddressSearchable(value) ? (data ?? []) : [];

  let emptyText: string | null = null;
  if (searchable && error) emptyText = ADDRESS_SEARCH_TEXTS.failed;
  else if (searchable && data) emptyText = ADDRESS_SEARCH_TEXTS.noResults;

  return (
    <Combobox<AddressSuggestion>
      {...rest}
      hint={hint}
      value={value}
      onInputChange={onChange}
      options={options}
      getOptionKey={(suggestion) => suggestion.id}
      getOptionLabel={(suggestion) => suggestion.place_name}
      onSelect={(suggestion) => onSelect(toAddressFields(suggestion), suggestion)}
      loading={searchable && isLoading}
      loadingText={ADDRESS_SEARCH_TEXTS.loading}
      emptyText={emptyText}
      closeDelayMs={ADDRESS_SUGGESTIONS_CLOSE_DELAY_MS}
      autoComplete="off"
      announce={ADDRESS_SEARCH_TEXTS.resultCount}
    />
  );
}

/** An AddressSearch bound to Formik: typing edits `address`; a pick fills every place field of AddressFields. */
export function FormAddressSearch(props: Omit<AddressSearchProps, 'value' | 'onChange' | 'onSelect' | 'onBlur' | 'error'>) {
  const name = props.name ?? 'address';
  const { setFieldValue, setFieldTouched } = useFormState<Record<string, unknown>>();
  const [field, meta] = useFormField<string>(name);
  return (
    <AddressSearch
      {...props}
      name={name}
      value={field.value ?? ''}
      onChange={(text) => void setFieldValue(name, text)}
      onBlur={() => void setFieldTouched(name, true)}
      onSelect={(fields) => {
        Object.entries(fields).forEach(([key, value]) => {
          void setFieldValue(key === 'address' ? name : key, value, key === 'address');
        });
      }}
      error={(meta.touched && meta.error) || undefined}
    />
  );
}
