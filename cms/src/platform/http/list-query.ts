import { FIELD_LIMITS, LIST_LIMITS, PORTAL_MESSAGES, type SortDirection } from '@gro/config';
import { fieldError } from './validate';

export interface ParsedListQuery<F extends string> {
  page: number;
  pageSize: number;
  offset: number;
  sort: { field: F; direction: SortDirection } | null;
  /** Lower-cased search text, or '' when none. */
  q: string;
}

const WHOLE = /^[0-9]{1,9}$/;

function single(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') fieldError(name, PORTAL_MESSAGES.parameterRepeated(name));
  return value as string;
}

/** A positive whole-number filter such as `chapter=3`; undefined when absent, 400 when malformed. */
export function parseFilterId(value: unknown, name: string, label: string): number | undefined {
  const raw = single(value, name);
  if (raw === undefined || raw === '') return undefined;
  if (!WHOLE.test(raw) || Number(raw) < 1) fieldError(name, PORTAL_MESSAGES.badFilterId(label));
  return Number(raw);
}

/** `industry=` of the directory: a company industry (as stored), undefined when absent, 400 when malformed. */
export function parseIndustry(value: unknown): string | undefined {
  const raw = single(value, 'industry');
  if (raw === undefined) return undefined;
  const industry = raw.trim();
  if (industry === '') return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are what this rejects
  if (industry.length > FIELD_LIMITS.company.industry.maxLength || /[\u0000-\u001f\u007f]/.test(industry)) fieldError('industry', PORTAL_MESSAGES.badIndustry);
  return industry;
}

/**
 * page (from 1), pageSize (1..100), sort (`field:asc|desc` among `fields`) and q (search, up to
 * 100 characters) of a list endpoint. Anything malformed is a 400 naming the parameter.
 */
export function parseListQuery<F extends string>(
  query: Record<string, unknown>,
  fields: readonly F[],
  defaultPageSize: number = LIST_LIMITS.defaultPageSize,
): ParsedListQuery<F> {
  const rawPage = single(query.page, 'page');
  const rawSize = single(query.pageSize, 'pageSize');
  const rawSort = single(query.sort, 'sort');
  const rawQ = single(query.q, 'q');

  let page = 1;
  if (rawPage !== undefined && rawPage !== '') {
    if (!WHOLE.test(rawPage) || Number(rawPage) < 1) fieldError('page', PORTAL_MESSAGES.badPage);
    page = Number(rawPage);
  }
  let pageSize = defaultPageSize;
  if (rawSize !== undefined && rawSize !== '') {
    const n = Number(rawSize);
    if (!WHOLE.test(rawSize) || n < 1 || n > LIST_LIMITS.maxPageSize) fieldError('pageSize', PORTAL_MESSAGES.badPageSize);
    pageSize = n;
  }
  let sort: ParsedListQuery<F>['sort'] = null;
  if (rawSort !== undefined && rawSort !== '') {
    const [field, direction = 'asc', extra] = rawSort.split(':');
    if (extra !== undefined || !fields.includes(field as F) || (direction !== 'asc' && direction !== 'desc')) {
      fieldError('sort', PORTAL_MESSAGES.badSort(fields));
    }
    sort = { field: field as F, direction: direction as SortDirection };
  }
  const q = (rawQ ?? '').trim().toLowerCase();
  if (q.length > LIST_LIMITS.searchMaxLength) fieldError('q', PORTAL_MESSAGES.searchTooLong);
  return { page, pageSize, offset: (page - 1) * pageSize, sort, q };
}

/** A LIKE pattern matching `text` anywhere, with the wildcards in the text escaped (ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function pagination(page: number, pageSize: number, total: number) {
  return { page, pageSize, pageCount: Math.ceil(total / pageSize), total };
}
