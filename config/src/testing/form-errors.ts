import { ValidationError, type AnyObject, type ValidateOptions } from 'yup';
import { toFieldErrors } from '../schemas/validate';

/**
 * Synchronous check of form values in tests: `{ field: first message }`, empty when valid.
 * Nested fields use dotted paths ('setting.key').
 */
export function formErrors(
  schema: { validateSync(value: unknown, options?: ValidateOptions<AnyObject>): unknown },
  values: unknown,
  context?: AnyObject,
): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false, context });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return Object.fromEntries(toFieldErrors(error).map((e) => [e.path.join('.'), e.message]));
  }
}
