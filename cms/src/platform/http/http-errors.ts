import createError from 'http-errors';

/**
 * Errors whose message must reach the client. Strapi's route wrapper replaces the message of any
 * errors.UnauthorizedError / ForbiddenError thrown under it with a bare 'Unauthorized'/'Forbidden',
 * and its error classes have no 409 or 415; http-errors pass through its error middleware intact
 * (status, message and details) and the api-envelope middleware shapes them like the rest.
 */
function httpError(status: number, message: string, details?: Record<string, unknown>) {
  return createError(status, message, { expose: true, ...(details ? { details } : {}) });
}

export const badRequest = (message: string, details?: Record<string, unknown>) => httpError(400, message, details);
export const unauthorized = (message: string, details?: Record<string, unknown>) => httpError(401, message, details);
export const forbidden = (message: string, details?: Record<string, unknown>) => httpError(403, message, details);
export const conflict = (message: string) => httpError(409, message);
export const payloadTooLarge = (message: string) => httpError(413, message);
export const unsupportedMediaType = (message: string) => httpError(415, message);
export const tooManyRequests = (message: string) => httpError(429, message);
export const badGateway = (message: string) => httpError(502, message);
export const serviceUnavailable = (message: string) => httpError(503, message);
