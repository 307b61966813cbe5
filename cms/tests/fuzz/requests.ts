import zlib from 'node:zlib';
import fc from 'fast-check';
import { values } from './values';

/** One route of the server's table: a method and a path with `:param` placeholders. */
export type Route = { method: string; path: string };

/** A request as the fuzz suite sends it; `auth` adds the fuzz member's bearer token. */
export type FuzzRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  auth: boolean;
};

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

/** A value one time in `n`, null otherwise. */
const oneIn = <T>(n: number, arbitrary: fc.Arbitrary<T>) => fc.oneof({ weight: n - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

/** A path segment for a `:param`: ids in and out of range, slugs, unicode, NUL, traversal, broken escapes. */
const segment = fc.oneof(
  fc.constantFrom('1', '2', '3', 'detroit', 'ann-arbor', '0', '-1', '1.5', '1e3', '0x10', 'NaN', 'null', 'undefined', 'true'),
  fc.constantFrom('2147483647', '2147483648', '9999999999999', '99999999999999999999999999', '-2147483649'),
  fc.constantFrom('%00', 'a%00b', '..%2F..%2Fetc%2Fpasswd', '%E0%A4%A', '%', '%%', '%ZZ', 'constructor', '__proto__', 'toString', '%20', 'a b'),
  fc.string({ unit: 'binary', maxLength: 40 }).map((s) => encodeURIComponent(s) || 'x'),
  fc.integer().map(String),
);

/** Query keys: the API's own, Strapi's REST operators, prototype keys and deep brackets. */
const queryKey = fc.oneof(
  fc.constantFrom('page', 'pageSize', 'sort', 'q', 'chapter', 'company', 'lat', 'lng', 'zoom', 'width', 'height', 'retina', 'useLogo', 'id', 'token', 'status', 'locale'),
  fc.constantFrom(
    'filters[email][$eq]', 'filters[password][$startsWith]', 'filters[$or][0][resetPasswordToken][$notNull]', 'filters[id][$gt]',
    'filters[role][name][$containsi]', 'populate', 'populate[0]', 'populate[role][populate]', 'populate[sessions]', 'fields[0]', 'fields[]',
    'pagination[page]', 'pagination[pageSize]', 'pagination[limit]', 'pagination[start]', 'pagination[withCount]', 'sort[0]', 'publicationState',
  ),
  fc.constantFrom('__proto__[polluted]', 'constructor[prototype][polluted]', 'toString', 'hasOwnProperty', '__proto__', 'q[]', 'page[]', 'sort[$ne]'),
  fc.integer({ min: 1, max: 40 }).map((depth) => `deep${'[a]'.repeat(depth)}`),
  fc.string({ maxLength: 12 }),
);
const queryValue = fc.oneof(
  fc.constantFrom('*', 'true', 'false', '1', '0', '-1', '100', '101', '1000000', '9999999999999', 'password', 'password:asc', 'name:desc', 'createdAt:sideways', 'email', '%00', '%', '_', '\\'),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ maxLength: 4000 }),
);
const queryString = fc
  .array(fc.tuple(queryKey, queryValue), { maxLength: 8 })
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(v)}`).join('&'))
  .chain((q) => fc.oneof(fc.constant(q), fc.constant(q ? `${q}&q=%00` : 'q=%00'), fc.constant(`${q}&x=%E0%A4%A`)));

const ip = fc.tuple(fc.integer({ min: 1, max: 223 }), fc.nat(255), fc.nat(255), fc.nat(255)).map((p) => p.join('.'));

const contentType = fc.constantFrom(
  'application/json', 'application/json', 'application/json', 'application/json; charset=utf-16', 'application/vnd.api+json',
  'application/x-www-form-urlencoded', 'text/plain', 'application/xml', 'application/octet-stream', 'multipart/form-data',
  'multipart/form-data; boundary=fuzzboundary', 'multipart/form-data; boundary=other', 'image/png', '', 'garbage/???',
);

/** A JSON body: random JSON, known fields with nasty values, deep nesting, prototype keys, or text that is no JSON. */
const jsonBody = fc.oneof(
  { weight: 3, arbitrary: values.fields.map((o) => JSON.stringify(o)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 1, arbitrary: values.deep },
  { weight: 1, arbitrary: values.prototypeKeys },
  { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('{', '{"a":', '[1,', '{"a":1}}', 'nul', '\u0000', '{"a":"\\ud800"}')) },
);

const formBody = fc.array(fc.tuple(queryKey, queryValue), { maxLength: 6 }).map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));

/** A multipart body: a file field and text fields, sometimes with a boundary other than the header's, or cut short. */
const multipartBody = fc
  .record({
    field: fc.constantFrom('files', 'avatar', 'x', 'fileInfo'),
    bytes: fc.uint8Array({ maxLength: 2048 }),
    text: fc.string({ unit: 'binary', maxLength: 200 }),
    boundary: fc.constantFrom('fuzzboundary', 'fuzzboundary', 'other', ''),
    cut: fc.boolean(),
  })
  .map(({ field, bytes, text, boundary, cut }) => {
    const b = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="fileInfo"\r\n\r\n${text}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="f.png"\r\nContent-Type: image/png\r\n\r\n`),
      Buffer.from(bytes),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return cut ? b.subarray(0, Math.floor(b.length / 2)) : b;
  });

function bodyFor(type: string) {
  if (type.startsWith('multipart/')) return multipartBody;
  if (type === 'application/x-www-form-urlencoded') return formBody.map((s) => Buffer.from(s));
  if (type.includes('json') || type === '') return jsonBody.map((s) => Buffer.from(s));
  return fc.oneof(fc.string({ unit: 'binary', maxLength: 500 }).map((s) => Buffer.from(s)), fc.uint8Array({ maxLength: 500 }).map((a) => Buffer.from(a)));
}

const encodings = fc.constantFrom(null, null, null, null, 'gzip', 'gzip-real', 'deflate', 'br', 'identity', 'x-unknown', 'gzip, deflate');

/** One request against a route of the table; now and then with a method the route does not serve. */
export function fuzzRequest(routes: Route[]) {
  return fc
    .record({
      route: fc.constantFrom(...routes),
      wrongMethod: oneIn(7, fc.constantFrom(...METHODS)),
      params: fc.array(segment, { minLength: 4, maxLength: 4 }),
      query: oneIn(2, queryString),
      type: contentType,
      encoding: encodings,
      ip,
      auth: fc.boolean(),
      junkAuth: oneIn(8, fc.constantFrom('Bearer x', 'Bearer eyJhbGciOiJub25lIn0.eyJpZCI6MX0.', 'Basic YTpi', `Bearer ${'a'.repeat(5000)}`)),
      cookie: oneIn(10, fc.constantFrom('gro_refresh=junk', 'gro_refresh=%00', `gro_refresh=${'x'.repeat(3000)}`)),
      locale: oneIn(10, fc.string({ maxLength: 30 })),
    })
    .chain((r) => bodyFor(r.type).map((body) => ({ ...r, body })))
    .map(({ route, wrongMethod, params, query, type, encoding, ip: from, auth, junkAuth, cookie, locale, body }): FuzzRequest => {
      let n = 0;
      const path = route.path.replace(/:[A-Za-z_]+/g, () => params[n++ % params.length]);
      const method = wrongMethod ?? route.method;
      const headers: Record<string, string> = { 'X-Forwarded-For': from };
      if (type) headers['Content-Type'] = type;
      if (junkAuth) headers.Authorization = junkAuth;
      if (cookie) headers.Cookie = cookie;
      if (locale !== null) headers['User-Locale'] = locale.replace(/[^\x20-\x7e]/g, '');
      const hasBody = method !== 'GET' && method !== 'HEAD';
      let payload = hasBody ? body : undefined;
      if (payload && encoding === 'gzip-real') {
        payload = zlib.gzipSync(payload);
        headers['Content-Encoding'] = 'gzip';
      } else if (payload && encoding) headers['Content-Encoding'] = encoding;
      return { method, path: query ? `${path}?${query}` : path, headers, body: payload, auth: auth && !junkAuth };
    });
}
