import { useFormField } from '@/lib/form-state';
import { TextAreaField, type TextAreaFieldProps } from '../text-area';
import { shownError } from './form-input';

/** A multi-line text input bound to the Formik field `name`. */
export function FormTextArea({ name, ...rest }: TextAreaFieldProps & { name: string }) {
  const [field, meta] = useFormField<string>(name);
  return <TextAreaField {...rest} {...field} value={field.value ?? ''} error={shownError(meta)} />;
}
