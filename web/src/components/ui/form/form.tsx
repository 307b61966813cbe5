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

  // Only when a submit has just finished, not on every keystroke that changes the errors afterwards.
  const handledSubmit = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    if (hasErrors) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, hasErrors]);

  return (
    <FormikForm ref={ref} noValidate {...rest}>
      {children}
    </FormikForm>
  );
}
