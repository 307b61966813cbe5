import type { FormikErrors } from 'formik';
import { ApiError, reportApiError } from './api-client';

/**
 * After a failed submit: the answer's per-field errors (details.errors) go under the form's
 * fields; whatever the form cannot show there becomes the API client's danger toast, once.
 */
export function showSubmitError<Values>(
  error: unknown,
  fields: readonly (keyof Values & string)[],
  setErrors: (errors: FormikErrors<Values>) => void,
): void {
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  const shown = Object.entries(fieldErrors).filter(([path]) => (fields as readonly string[]).includes(path));
  if (shown.length > 0) setErrors(Object.fromEntries(shown) as FormikErrors<Values>);
  if (shown.length === 0 || shown.length < Object.keys(fieldErrors).length) reportApiError(error);
}

/**
 * A Formik onSubmit that runs `action` and, when it fails, shows the answer's errors the way
 * showSubmitError does. Every form of the app submits through it.
 */
export function submitHandler<Values>(
  action: (values: Values) => Promise<unknown>,
  fields: readonly (keyof Values & string)[],
  mapError: (error: unknown) => unknown = (error) => error,
) {
  return async (values: Values, { setErrors }: { setErrors: (errors: FormikErrors<Values>) => void }) => {
    try {
      await action(values);
    } catch (error) {
      showSubmitError(mapError(error), fields, setErrors);
    }
  };
}
