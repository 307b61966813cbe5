import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import type { Schema } from 'yup';

/**
 * Formik's `validate` for a yup schema that is imported on the first validation (the first change,
 * blur or submit) rather than with the screen: yup and the schemas stay out of a public form's
 * initial JavaScript (issue 14). It validates exactly as `validationSchema` does (empty strings
 * as undefined, every error at once, the first message per field), so texts and timing match.
 * A failed import is retried by the next validation.
 */
export function lazyValidation<Values extends FormikValues, S extends Schema = Schema>(load: () => Promise<S>) {
  let schema: Promise<S> | undefined;
  const loadSchema = () => {
    schema ??= load().catch((error: unknown) => {
      schema = undefined;
      throw error;
    });
    return schema;
  };
  const validate = async (values: Values): Promise<FormikErrors<Values>> => {
    const loaded = await loadSchema();
    try {
      await validateYupSchema(values, loaded);
      return {};
    } catch (error) {
      if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors(error) as FormikErrors<Values>;
      throw error;
    }
  };
  return { validate, loadSchema };
}
