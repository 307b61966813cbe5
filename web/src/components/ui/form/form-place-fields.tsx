import { FIELD_LABELS as L } from '@gro/config';
import type { ReactNode } from 'react';
import { FormAddressSearch } from '../address-search';
import { FormInput } from './form-input';
import { FieldRow } from './form-layout';

/**
 * The address lookup and the place fields a picked suggestion fills: address, city, state,
 * postal code and country (latitude and longitude are filled without a field of their own).
 */
export function FormPlaceFields({ hint, required }: { hint?: ReactNode; required?: boolean }) {
  return (
    <>
      <FormAddressSearch name="address" label={L.address} hint={hint} required={required} />
      <FieldRow>
        <FormInput name="city" label={L.city} autoComplete="off" />
        <FormInput name="state" label={L.state} autoComplete="off" />
      </FieldRow>
      <FieldRow>
        <FormInput name="postalCode" label={L.postalCode} autoComplete="off" />
        <FormInput name="country" label={L.country} autoComplete="off" />
      </FieldRow>
    </>
  );
}
