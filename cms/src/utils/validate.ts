import { errors } from '@strapi/utils';
import { SERVER_MESSAGES, validatePayload } from '@gro/config';

/**
 * Validates a request body with a shared @gro/config schema: the cast value, or a 400 whose
 * details.errors carry the spec's per-field messages.
 */
export async function validateBody<T>(schema: Parameters<typeof validatePayload<T>>[0], body: unknown, context?: Record<string, unknown>): Promise<T> {
  const result = await validatePayload<T>(schema, body ?? {}, context);
  if (!result.ok) {
    const message = result.errors.length === 1 ? result.errors[0].message : SERVER_MESSAGES.correctFields;
    throw new errors.ValidationError(message, { errors: result.errors });
  }
  return result.value;
}

/** A 400 for one field, shaped like the schema errors. */
export function fieldError(field: string | string[], message: string): never {
  const path = Array.isArray(field) ? field : [field];
  throw new errors.ValidationError(message, { errors: [{ path, message, name: 'ValidationError' }] });
}
