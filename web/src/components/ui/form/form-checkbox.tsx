import { useField } from 'formik';
import { Checkbox, type CheckboxProps } from '../checkbox';
import { shownError } from './form-input';

/** A checkbox bound to the boolean Formik field `name`. */
export function FormCheckbox({ name, ...rest }: CheckboxProps & { name: string }) {
  const [field, meta] = useField({ name, type: 'checkbox' });
  return <Checkbox {...rest} {...field} error={shownError(meta)} />;
}
