import { useField } from 'formik';
import { SelectField, type SelectFieldProps } from '../select';
import { shownError } from './form-input';

/** A select bound to the Formik field `name` holding a record id: a number, or null while none is chosen. */
export function FormIdSelect({ name, ...rest }: SelectFieldProps & { name: string }) {
  const [field, meta, helpers] = useField<number | null>(name);
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
