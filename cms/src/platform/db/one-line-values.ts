import type { Core } from '@strapi/strapi';
import { isOneLine, toOneLine } from '@gro/config';

/**
 * Values of one line stored before the rules refused line breaks (a first name holding
 * "\r\nEND:VEVENT", a title holding "\r\nBEGIN:VALARM"): at the first start with this rule, each `string` column of
 * the content types members, leaders and admins write through the API has its line breaks and
 * control characters made one space, and is trimmed (toOneLine). Idempotent: a clean value is
 * never written, so a second run changes nothing. Plain SQL with `?` parameters, read in batches
 * along the id, on SQLite and PostgreSQL alike.
 */
export const ONE_LINE_CONTENT_TYPES = [
  'plugin::users-permissions.user',
  'api::company.company',
  'api::chapter.chapter',
  'api::event.event',
  'api::visitor.visitor',
  'api::referral.referral',
  'api::one-to-one.one-to-one',
  'api::contact-message.contact-message',
  'api::chapter-application.chapter-application',
  'api::admin-activity.admin-activity',
  'api::dues-entry.dues-entry',
] as const;

/** What a content type's schema says of its table and fields (its schema.json, or Strapi's model). */
type ContentSchema = { collectionName: string; attributes: Record<string, { type?: string; private?: boolean }> };
type OneLineTable = { table: string; columns: string[] };
/** Runs one statement with `?` parameters; a SELECT answers its rows. */
export type RunSql = (text: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

const BATCH = 500;

/** A field's column as Strapi names it: phoneNumber is phone_number. */
const columnOf = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The columns of one line: every `string` field (Strapi's short text; `text` is the text areas'), the private tokens aside. */
export function oneLineColumns(schemas: ContentSchema[]): OneLineTable[] {
  return schemas
    .map((schema) => ({
      table: schema.collectionName,
      columns: Object.entries(schema.attributes)
        .filter(([, attribute]) => attribute.type === 'string' && !attribute.private)
        .map(([field]) => columnOf(field)),
    }))
    .filter((t) => t.columns.length > 0);
}

/** Makes every stored value of `tables` one line; answers how many rows it changed. */
export async function cleanOneLineValues(run: RunSql, tables: OneLineTable[], warn: (message: string) => void): Promise<number> {
  let changed = 0;
  for (const { table, columns } of tables) {
    const select = `SELECT id, ${columns.map((c) => `"${c}"`).join(', ')} FROM "${table}" WHERE id > ? ORDER BY id LIMIT ${BATCH}`;
    for (let after = 0; ; ) {
      const rows = await run(select, [after]);
      for (const row of rows) {
        const dirty = columns.filter((c) => typeof row[c] === 'string' && !isOneLine(row[c] as string));
        if (dirty.length === 0) continue;
        const clean = dirty.map((c) => toOneLine(row[c] as string));
        const set = (cols: string[], values: string[]) =>
          run(`UPDATE "${table}" SET ${cols.map((c) => `"${c}" = ?`).join(', ')} WHERE id = ?`, [...values, row.id]);
        try {
          await set(dirty, clean);
        } catch {
          // A clean value is taken (a unique company name): column by column, a taken one keeps its id to stay apart.
          try {
            for (const [i, column] of dirty.entries()) {
              await set([column], [clean[i]]).catch(() => set([column], [`${clean[i]} (${String(row.id)})`]));
            }
          } catch (err) {
            warn(`One-line values: ${table} ${String(row.id)} left as it is (${(err as Error).message})`);
            continue;
          }
        }
        changed += 1;
      }
      if (rows.length < BATCH) break;
      after = Number(rows[rows.length - 1].id);
    }
  }
  return changed;
}

/**
 * At start, once per database (a store flag records it, as the seed's steps): the values stored
 * before the rules refused line breaks made one line. Later values pass the rules; what staff type
 * in the Strapi admin is made one line where it is written out (.ics, subjects).
 */
export async function cleanStoredOneLineValues(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'core', name: 'gro', key: 'one-line-values' });
  if (await store.get({})) return;
  const knex = strapi.db.connection;
  const run: RunSql = async (text, params) => {
    const result = (await knex.raw(text, params as never[])) as unknown;
    if (Array.isArray(result)) return result as Record<string, unknown>[];
    return ((result as { rows?: Record<string, unknown>[] }).rows ?? []);
  };
  const schemas = ONE_LINE_CONTENT_TYPES.map((uid) => strapi.getModel(uid) as unknown as ContentSchema);
  const changed = await cleanOneLineValues(run, oneLineColumns(schemas), (message) => strapi.log.warn(message));
  if (changed > 0) strapi.log.info(`One-line values: ${changed} stored row(s) had line breaks or control characters made spaces`);
  await store.set({ value: new Date().toISOString() });
}
