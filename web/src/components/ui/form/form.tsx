import { Form as FormikForm, useFormikContext } from 'formik';
import { useEffect, useRef, type FormHTMLAttributes, type ReactNode } from 'react';

type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onReset'> & { children: ReactNode };

/**
 * A Formik form: the browser's own validation is off (the schema's messages show instead), and
 * after a failed submit, client or server side, focus moves to the first invalid field.
 */
export function Form({ children, ...rest }: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const hasErrors = Object.keys(errors).length > 0;

  useEffect(() => {
    if (submitCount === 0 || isSubmitting || !hasErrors) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // Only when a submit has just finished, not on every keystroke that changes the errors.
  }, [submitCount, isSubmitting]);

  return (
    <FormikForm ref={ref} noValidate {...rest}>
      {children}
    </FormikForm>
  );
}
