/** Titles and texts of the API envelope (spec §3, §8) that belong to no single feature. */
import { MAP_PREVIEW_MAX_TILES } from './constants';
import { REQUEST_BODY_MAX_DEPTH } from './limits';

/** The title of a failure the server gave none for (spec §8). */
export const DEFAULT_ERROR_TITLE = 'Error';
export const GENERAL_ERROR_MESSAGE = 'A general error occurred';
/** The toast's title when a session ends (its refresh answered 401): what happened, for the member, not the HTTP status. */
export const SESSION_ENDED_TITLE = 'Signed out';
const FIRSTNAME_PLACEHOLDER = '{firstname}';

/** Replace {firstname} in a message text with the user's first name, or 'user' when missing (spec §3). */
export function fillFirstname(text: string, firstname?: string | null): string {
  const name = typeof firstname === 'string' && firstname.trim() ? firstname.trim() : 'user';
  return text.split(FIRSTNAME_PLACEHOLDER).join(name);
}

/** The envelope's title of a failure, by HTTP status; DEFAULT_ERROR_TITLE for any other. */
export const API_ERROR_TITLES: Readonly<Record<number, string>> = {
  400: 'Invalid Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Too Large',
  415: 'Unsupported Media Type',
  422: 'Invalid Request',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

/** Failures of the API as a whole and of the public read endpoints. */
export const SERVER_MESSAGES = {
  /** A 400 naming several fields; each one's message is in details.errors. */
  correctFields: 'Please correct the highlighted fields.',
  noEndpoint: (method: string, path: string): string => `There is no API endpoint at ${method} ${path}.`,
  methodNotAllowed: (method: string, path: string): string => `${method} is not allowed on ${path}.`,
  badChapterFilter: 'chapter must be a chapter id or slug',
  termsNotPublished: 'The terms have not been published yet.',
  scrambleNotSetUp: 'The golf scramble page has not been set up yet.',
  contactDetailsNotSetUp: 'The contact details have not been set up yet.',
  /** Request bodies the server will not read (413, 415, 400). */
  noFileUpload: (method: string, path: string): string => `${method} ${path} does not take file uploads; send JSON.`,
  fileTooLarge: 'The upload is too large.',
  bodyTooLarge: 'The request body is too large.',
  bodyNotJson: 'The request body is not valid JSON.',
  bodyEncodingUnsupported: 'The request body uses a Content-Encoding or charset the server does not read.',
  bodyUnreadable: 'The request body could not be read; check its Content-Type and Content-Encoding.',
  uploadMalformed: 'The upload could not be read: the multipart body is malformed.',
  bodyNotObject: 'The request body must be a JSON object.',
  tooDeep: `The request is nested more than ${REQUEST_BODY_MAX_DEPTH} levels deep.`,
  reservedKey: (key: string): string => `"${key}" cannot be used as a field name.`,
  nulCharacter: 'Text cannot contain the NUL character.',
  /** GET /api/health when a part the server needs does not answer (503). */
  unhealthy: (parts: readonly string[]): string => `Not ready: ${parts.join(', ')} did not answer.`,
  shuttingDown: 'The server is shutting down.',
  mapPreviewTooLarge: `The map preview is too large: it may cover at most ${MAP_PREVIEW_MAX_TILES} map tiles. Choose a smaller width or height.`,
} as const;
