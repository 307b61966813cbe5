import { timeOptions } from '@gro/config';
import { useFormField } from '@/lib/form-state';
import { SelectField, type SelectFieldProps } from '../select';
import { shownError } from './form-input';

/** A select bound to the Formik field `name` holding a record id: a number, or null while none is chosen. */
export function FormIdSelect({ name, ...rest }: SelectFieldProps & { name: string }) {
  const [field, meta, helpers] = useFormField<number | null>(name);
  return (
    <SelectField
      {...rest}
      name={name}
      value={field.value ?? ''}
      onChange={(event) => void helpers.setValue(event.target.value === '' ? null : Number(event.target.value))}
      onBlur={field.onBlur}
      error={shownError(meta)}
    />
  );
}

/** A select bound to the text Formik field `name` ('' while none is chosen). */
export function FormSelect({ name, ...rest }: SelectFieldProps & { name: string }) {
  const [field, meta] = useFormField<string>(name);
  return <SelectField {...rest} {...field} value={field.value ?? ''} error={shownError(meta)} />;
}

const TIMES = timeOptions();

/** A time of day in 15-minute steps across 24 hours: 12-hour AM/PM labels, 'HH:MM' values (spec §9). */
export function FormTimeSelect(props: Omit<SelectFieldProps, 'options'> & { name: string }) {
  return <FormSelect {...props} options={TIMES} />;
}
