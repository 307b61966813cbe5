import { useField } from 'formik';
import { TextAreaField, type TextAreaFieldProps } from '../text-area';
import { shownError } from './form-input';

/** A multi-line text input bound to the Formik field `name`. */
export function FormTextArea({ name, ...rest }: TextAreaFieldProps & { name: string }) {
  const [field, meta] = useField<string>(name);
  return <TextAreaField {...rest} {...field} value={field.value ?? ''} error={shownError(meta)} />;
}
