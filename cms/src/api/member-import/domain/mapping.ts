import {
  IMPORT_FIELDS, IMPORT_FIELD_LABELS, IMPORT_REQUIRED_FIELDS, MAX_DB_ID, MEMBER_IMPORT_MESSAGES as M, SERVER_MESSAGES,
  type ImportField, type ImportMapping,
} from '@gro/config';
import { badRequest } from '../../../platform/http/http-errors';
import { isPlainObject } from '../../../platform/http/input-shape';
import { fieldError } from '../../../platform/http/validate';

const isField = (key: string): key is ImportField => (IMPORT_FIELDS as readonly string[]).includes(key);
const isColumn = (value: unknown, count: number): value is number => Number.isInteger(value) && (value as number) >= 0 && (value as number) < count;

/**
 * The mapping of a dry run or an import (`{ columns: { field: column number }, chapterId? }`),
 * checked against the file's `columnCount` columns: known fields only, each column at most once,
 * first and last name and email always, the chapter from a column or one chosen for every row.
 * Anything else is a 400 naming the part at fault.
 */
export function parseMapping(body: unknown, columnCount: number): ImportMapping {
  if (!isPlainObject(body)) throw badRequest(SERVER_MESSAGES.bodyNotObject);
  const { columns: given, chapterId } = body;
  if (!isPlainObject(given)) fieldError('columns', M.mappingShape);
  const columns: ImportMapping['columns'] = {};
  for (const key of Object.keys(given)) {
    if (!isField(key)) fieldError('columns', M.mappingShape);
    const value = given[key];
    if (value === null || value === undefined) continue;
    if (!isColumn(value, columnCount)) fieldError(['columns', key], M.columnUnknown(IMPORT_FIELD_LABELS[key]));
    columns[key] = value;
  }
  const used = Object.values(columns);
  if (new Set(used).size !== used.length) fieldError('columns', M.columnTwice);
  for (const field of IMPORT_REQUIRED_FIELDS) {
    if (columns[field] === undefined) fieldError(['columns', field], M.mappingMissing(IMPORT_FIELD_LABELS[field]));
  }
  if (chapterId !== undefined && chapterId !== null && !(Number.isInteger(chapterId) && (chapterId as number) >= 1 && (chapterId as number) <= MAX_DB_ID)) {
    fieldError('chapterId', M.chapterChosenUnknown);
  }
  const fixedChapter = (chapterId as number | null | undefined) ?? null;
  if (columns.chapter === undefined && fixedChapter === null) fieldError('chapterId', M.chapterMissing);
  return { columns, chapterId: fixedChapter };
}
