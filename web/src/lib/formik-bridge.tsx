import { Formik as FormikRoot, type FormikConfig, type FormikProps, type FormikValues } from 'formik';
import { FormStateProvider, type FormState } from './form-state';

/**
 * Formik for the portal's forms: Formik itself, its state also handed to the shared form
 * components (components/ui/form read lib/form-state, which the public forms fill with the
 * lighter LightFormik). Children may be nodes or, as with Formik, a function of the form's props.
 */
export function Formik<Values extends FormikValues>({ children, ...config }: FormikConfig<Values>) {
  return (
    <FormikRoot<Values> {...config}>
      {(formik: FormikProps<Values>) => (
        <FormStateProvider value={formik as unknown as FormState}>
          {typeof children === 'function' ? children(formik) : children}
        </FormStateProvider>
      )}
    </FormikRoot>
  );
}
