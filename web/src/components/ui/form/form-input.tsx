import { useFormField } from '@/lib/form-state';
import { InputField, type InputFieldProps } from '../input';
import { PasswordField, type PasswordFieldProps } from '../password-input';

/** The error to show: only once the field was left or the form submitted. */
export const shownError = (meta: { touched: boolean; error?: string }) => (meta.touched && meta.error) || undefined;

/** A text input bound to the Formik field `name`. */
export function FormInput({ name, ...rest }: InputFieldProps & { name: string }) {
  const [field, meta] = useFormField<string>(name);
  return <InputField {...rest} {...field} value={field.value ?? ''} error={shownError(meta)} />;
}

/** A password input with show/hide toggle bound to the Formik field `name`. */
export function FormPassword({ name, ...rest }: PasswordFieldProps & { name: string }) {
  const [field, meta] = useFormField<string>(name);
  return <PasswordField {...rest} {...field} value={field.value ?? ''} error={shownError(meta)} />;
}
