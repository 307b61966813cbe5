/** Running a schema on a request body and turning yup errors into the API's `details.errors` (ApiFieldError[]). */
import { ValidationError, type AnyObject, type ISchema } from 'yup';
import type { ApiFieldError } from '../api';

type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: ApiFieldError[] };

/** 'setting.key' -> ['setting', 'key'], 'items[0].name' -> ['items', '0', 'name']. */
export function toPath(path: string | undefined): string[] {
  if (!path) return [];
  return path
    .replace(/\[(?:"([^"]*)"|(\d+))\]/g, '.$1$2')
    .split('.')
    .filter((part) => part !== '');
}

/** One entry per field, the field's first message, in schema order. */
export function toFieldErrors(error: ValidationError): ApiFieldError[] {
  const inner = error.inner.length > 0 ? error.inner : [error];
  const seen = new Set<string>();
  const errors: ApiFieldError[] = [];
  for (const item of inner) {
    const key = item.path ?? '';
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push({ path: toPath(item.path), message: item.errors[0] ?? item.message, name: 'ValidationError' });
  }
  return errors;
}

/**
 * Validate and cast a payload: unknown keys are dropped, every field is checked.
 * `context` carries flags such as `{ isCreate: true }`.
 */
export async function validatePayload<T>(
  schema: ISchema<T, AnyObject>,
  payload: unknown,
  context?: AnyObject,
): Promise<ValidationResult<T>> {
  try {
    const value = await schema.validate(payload, { abortEarly: false, stripUnknown: true, context });
    return { ok: true, value };
  } catch (error) {
    if (ValidationError.isError(error)) return { ok: false, errors: toFieldErrors(error) };
    throw error;
  }
}
