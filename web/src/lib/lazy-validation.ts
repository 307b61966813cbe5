import type { FormikErrors, FormikValues } from 'formik';

/** What is used of a yup schema (structural: yup itself is only imported with the schema). */
interface Schema {
  validate(value: object, options: { abortEarly: false; context: object }): Promise<unknown>;
}

/** What is read of yup's ValidationError. */
interface ValidationError extends Error {
  path?: string;
  inner: { path?: string; message: string }[];
}

/**
 * Formik's `validate` for a yup schema that is imported on the first validation (the first change,
 * blur or submit) rather than with the screen: yup and the schemas stay out of a public form's
 * initial JavaScript. It validates as Formik's `validationSchema` does for a flat form
 * (empty strings as undefined, every error at once, the first message per field), so texts and
 * timing match, without loading Formik. A failed import is retried by the next validation.
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
    const data = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === '' ? undefined : value]));
    try {
      await loaded.validate(data, { abortEarly: false, context: data });
      return {};
    } catch (error) {
      if (!(error instanceof Error) || error.name !== 'ValidationError') throw error;
      const { inner, path, message } = error as ValidationError;
      const errors: Record<string, string> = {};
      for (const item of inner.length > 0 ? inner : [{ path, message }]) {
        if (item.path && !errors[item.path]) errors[item.path] = item.message;
      }
      return errors as FormikErrors<Values>;
    }
  };
  return { validate, loadSchema };
}
