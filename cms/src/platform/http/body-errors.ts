import { SERVER_MESSAGES } from '@gro/config';
import { badRequest, payloadTooLarge, unsupportedMediaType } from './http-errors';

/** What the body parsers throw: raw-body sets status and type, formidable httpCode; JSON errors are SyntaxErrors, zlib's carry a code. */
type ParserError = { status?: unknown; httpCode?: unknown; type?: unknown };

/**
 * A request body the server could not read, as the 4xx it is (with a message from @gro/config),
 * never the 500 a parser's own error would become: too large (413), an encoding or charset it
 * does not read (415), malformed JSON, a broken multipart body or a false Content-Encoding (400).
 */
export function bodyReadError(err: unknown, multipart = false) {
  const e: ParserError = err !== null && typeof err === 'object' ? err : {};
  const status = Number(e.httpCode ?? e.status);
  if (status === 413) return payloadTooLarge(multipart ? SERVER_MESSAGES.fileTooLarge : SERVER_MESSAGES.bodyTooLarge);
  if (status === 415 || e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    return unsupportedMediaType(SERVER_MESSAGES.bodyEncodingUnsupported);
  }
  if (multipart) return badRequest(SERVER_MESSAGES.uploadMalformed);
  if (err instanceof SyntaxError) {
    // co-body parses with @hapi/bourne, which refuses a "__proto__" key with this message.
    return badRequest(/forbidden prototype property/.test(err.message) ? SERVER_MESSAGES.reservedKey('__proto__') : SERVER_MESSAGES.bodyNotJson);
  }
  return badRequest(SERVER_MESSAGES.bodyUnreadable);
}
