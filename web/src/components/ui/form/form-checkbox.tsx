import { useFormField } from '@/lib/form-state';
import { Checkbox, type CheckboxProps } from '../checkbox';
import { shownError } from './form-input';

/** A checkbox bound to the boolean Formik field `name`. */
export function FormCheckbox({ name, ...rest }: CheckboxProps & { name: string }) {
  const [field, meta] = useFormField<boolean>({ name, type: 'checkbox' });
  return <Checkbox {...rest} {...field} value={String(field.value)} error={shownError(meta)} />;
}
