import { ADDRESS_SEARCH_CACHE_MS, ADDRESS_SUGGESTIONS_CLOSE_DELAY_MS, isAddressSearchable, type AddressSuggestion } from '@gro/config';
import { ADDRESS_SEARCH_TEXTS } from '@gro/config/screens';
import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';
import { Combobox } from './combobox';

/** The place fields a picked suggestion fills (company, chapter and event forms). */
export interface AddressFields {
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
}

/**
 * The suggestion's place, region, postcode or country. As in Mapbox answers, a feature is not in
 * its own context: a city suggestion's city (or a ZIP suggestion's postcode) is its own text.
 */
const contextText = (suggestion: AddressSuggestion, kind: string) => {
  if (suggestion.place_type?.includes(kind)) return suggestion.text ?? suggestion.place_name.split(',')[0].trim();
  return suggestion.context?.find((item) => item.id.startsWith(`${kind}.`))?.text ?? '';
};

/**
 * A Mapbox-style suggestion as form fields: the street line is place_name's first part, the
 * rest come from the context ids place., region., postcode. and country.; coordinates are [lng, lat].
 */
export function toAddressFields(suggestion: AddressSuggestion): AddressFields {
  const [longitude, latitude] = suggestion.geometry?.coordinates ?? [];
  return {
    address: suggestion.place_name.split(',')[0].trim(),
    city: contextText(suggestion, 'place'),
    state: contextText(suggestion, 'region'),
    postalCode: contextText(suggestion, 'postcode'),
    country: contextText(suggestion, 'country'),
    latitude: typeof latitude === 'number' ? latitude : null,
    longitude: typeof longitude === 'number' ? longitude : null,
  };
}

const addressSearchKey = (text: string) =>
  isAddressSearchable(text) ? buildUrl('/address/search', { query: { q: text.trim() } }) : null;

/** GET /address/search?q= from ADDRESS_SEARCH_MIN_CHARS characters; answers kept ADDRESS_SEARCH_CACHE_MS. */
function useAddressSuggestions(text: string) {
  return useSWR<AddressSuggestion[]>(addressSearchKey(text), quietFetcher, {
    dedupingInterval: ADDRESS_SEARCH_CACHE_MS,
    keepPreviousData: true,
  });
}

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
  const { setFieldValue, setFieldTouched } = useFormikContext<Record<string, unknown>>();
  const [field, meta] = useField<string>(name);
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
