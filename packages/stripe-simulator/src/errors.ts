/** An error answered the way Stripe answers it: `{ error: { type, message, param, code } }` with an HTTP status. */
export class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type: 'invalid_request_error' | 'idempotency_error' | 'authentication_error' | 'card_error' = 'invalid_request_error',
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }

  toJSON() {
    return { error: { type: this.type, message: this.message, ...(this.param ? { param: this.param } : {}), ...(this.code ? { code: this.code } : {}) } };
  }
}

export const invalid = (message: string, param?: string, code?: string) => new StripeError(400, message, 'invalid_request_error', param, code);

/** Stripe's answer to an id that does not exist: 404 resource_missing on a path, 400 when the id came in a parameter. */
export const noSuch = (kind: string, id: string, param?: string) =>
  new StripeError(param ? 400 : 404, `No such ${kind}: '${id}'`, 'invalid_request_error', param ?? 'id', 'resource_missing');
