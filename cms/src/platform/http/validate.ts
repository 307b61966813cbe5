import { errors } from '@strapi/utils';
import { SERVER_MESSAGES, validatePayload } from '@gro/config';
import { badRequest } from './http-errors';
import { inputProblem, isPlainObject } from './input-shape';

/**
 * Validates a request body with a shared @gro/config schema: the cast value, or a 400 whose
 * details.errors carry the spec's per-field messages. Only a JSON object reaches the schema, and
 * only once input-shape finds nothing wrong with it (global::input-guard already checked /api
 * bodies; this keeps the rule where the schema runs).
 */
export async function validateBody<T>(schema: Parameters<typeof validatePayload<T>>[0], body: unknown, context?: Record<string, unknown>): Promise<T> {
  const value = body ?? {};
  if (!isPlainObject(value)) throw badRequest(SERVER_MESSAGES.bodyNotObject);
  const problem = inputProblem(value);
  if (problem) throw badRequest(problem);
  const result = await validatePayload<T>(schema, value, context);
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

/**
 * A 404 for an id field that names nothing the caller may pick (an unknown member, or one hidden
 * from them), with the field's message in details.errors like a schema error so forms show it.
 */
export function unknownIdField(field: string, message: string): never {
  throw new errors.NotFoundError(message, { errors: [{ path: [field], message, name: 'NotFoundError' }] });
}
