import { useEffect, useRef, type FormHTMLAttributes, type ReactNode } from 'react';
import { useFormState } from '@/lib/form-state';

type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onReset'> & { children: ReactNode };

/**
 * A form of LightFormik or Formik (lib/form-state): the browser's own validation is off (the schema's messages show instead), and
 * after a failed submit, client or server side, focus moves to the first invalid field.
 */
export function Form({ children, ...rest }: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const { submitCount, isSubmitting, errors, handleSubmit, handleReset } = useFormState();
  const hasErrors = Object.keys(errors).length > 0;

  // Only when a submit has just finished, not on every keystroke that changes the errors afterwards.
  const handledSubmit = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    if (hasErrors) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, hasErrors]);

  return (
    // action="#" as Formik's Form: iOS shows its 'Go' key for a form with an action.
    <form ref={ref} action="#" noValidate onSubmit={handleSubmit} onReset={handleReset} {...rest}>
      {children}
    </form>
  );
}
