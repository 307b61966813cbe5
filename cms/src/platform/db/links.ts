import type { Core } from '@strapi/strapi';

/**
 * Strapi keeps each relation in a table of its own (`<collection>_<attribute>_lnk`) and every
 * media field in one polymorphic table (`files_related_mph`), named by Strapi's conventions rather
 * than by our schema files. This is the one module that names them: queries that join a relation
 * take its table and columns from here, `checkLinks` holds every name to Strapi's own metadata at
 * start, and the lint forbids the names anywhere else. A Strapi upgrade that renames them changes
 * this file only.
 */

/** A relation's link table: the owner is the content type that declares the attribute. */
export interface Link {
  readonly uid: string;
  readonly attribute: string;
  readonly table: string;
  /** The column holding the owner's id. */
  readonly owner: string;
  /** The column holding the related row's id. */
  readonly target: string;
  /** The owner's place in the related row's list (the inverse side of a two-way relation), if kept. */
  readonly ownerOrder: string | null;
  /** The link table under an alias, with its columns qualified by it, for a join or raw SQL. */
  as(alias: string): LinkAlias;
}

export interface LinkAlias {
  /** `<table> as <alias>`: a knex table name, and valid SQL after FROM or JOIN. */
  readonly table: string;
  readonly owner: string;
  readonly target: string;
}

function link(uid: string, attribute: string, table: string, owner: string, target: string, ownerOrder: string | null = null): Link {
  return {
    uid,
    attribute,
    table,
    owner,
    target,
    ownerOrder,
    as: (alias) => ({ table: `${table} as ${alias}`, owner: `${alias}.${owner}`, target: `${alias}.${target}` }),
  };
}

const USER = 'plugin::users-permissions.user';

export const USER_COMPANY = link(USER, 'company', 'up_users_company_lnk', 'user_id', 'company_id', 'user_ord');
export const USER_CHAPTER = link(USER, 'chapter', 'up_users_chapter_lnk', 'user_id', 'chapter_id', 'user_ord');
export const USER_ROLE = link(USER, 'role', 'up_users_role_lnk', 'user_id', 'role_id', 'user_ord');
export const USER_PROFESSION = link(USER, 'profession', 'up_users_profession_lnk', 'user_id', 'profession_id');
export const EVENT_CHAPTER = link('api::event.event', 'chapter', 'events_chapter_lnk', 'event_id', 'chapter_id', 'event_ord');
export const VISITOR_CHAPTER = link('api::visitor.visitor', 'chapter', 'visitors_chapter_lnk', 'visitor_id', 'chapter_id');
export const VISITOR_EVENT = link('api::visitor.visitor', 'event', 'visitors_event_lnk', 'visitor_id', 'event_id');
export const VISITOR_USER = link('api::visitor.visitor', 'user', 'visitors_user_lnk', 'visitor_id', 'user_id');
export const JOIN_REQUEST_USER = link('api::join-request.join-request', 'user', 'join_requests_user_lnk', 'join_request_id', 'user_id');
export const JOIN_REQUEST_COMPANY = link('api::join-request.join-request', 'company', 'join_requests_company_lnk', 'join_request_id', 'company_id', 'join_request_ord');
export const SUBSCRIPTION_USER = link('api::subscription.subscription', 'user', 'subscriptions_user_lnk', 'subscription_id', 'user_id');
export const INVOICE_USER = link('api::invoice.invoice', 'user', 'invoices_user_lnk', 'invoice_id', 'user_id');
export const SUBSCRIPTION_LOG_USER = link('api::subscription-log.subscription-log', 'user', 'subscription_logs_user_lnk', 'subscription_log_id', 'user_id');
export const DUES_ENTRY_USER = link('api::dues-entry.dues-entry', 'user', 'dues_entries_user_lnk', 'dues_entry_id', 'user_id');
export const AUTH_SESSION_USER = link('api::auth-session.auth-session', 'user', 'auth_sessions_user_lnk', 'auth_session_id', 'user_id');
export const REFRESH_TOKEN_SESSION = link('api::auth-refresh-token.auth-refresh-token', 'session', 'auth_refresh_tokens_session_lnk', 'auth_refresh_token_id', 'auth_session_id');
export const PASSWORD_RESET_USER = link('api::password-reset.password-reset', 'user', 'password_resets_user_lnk', 'password_reset_id', 'user_id');
export const EMAIL_CHANGE_USER = link('api::email-change.email-change', 'user', 'email_changes_user_lnk', 'email_change_id', 'user_id');
export const SIGN_IN_LINK_USER = link('api::sign-in-link.sign-in-link', 'user', 'sign_in_links_user_lnk', 'sign_in_link_id', 'user_id');
export const EMAIL_VERIFICATION_USER = link('api::email-verification.email-verification', 'user', 'email_verifications_user_lnk', 'email_verification_id', 'user_id');

/**
 * A row of `link`'s table, for an insert: the owner's and the related row's ids, and the owner's
 * place in the related row's list where the table keeps one.
 */
export function linkRow(link: Link, ownerId: number, targetId: number, ownerOrder?: number): Record<string, number> {
  const row: Record<string, number> = { [link.owner]: ownerId, [link.target]: targetId };
  if (link.ownerOrder && ownerOrder !== undefined) row[link.ownerOrder] = ownerOrder;
  return row;
}

/** Every link above, for the check at start. */
export const LINKS: readonly Link[] = [
  USER_COMPANY,
  USER_PROFESSION,
  USER_CHAPTER,
  USER_ROLE,
  EVENT_CHAPTER,
  VISITOR_CHAPTER,
  VISITOR_EVENT,
  VISITOR_USER,
  JOIN_REQUEST_USER,
  JOIN_REQUEST_COMPANY,
  SUBSCRIPTION_USER,
  INVOICE_USER,
  SUBSCRIPTION_LOG_USER,
  DUES_ENTRY_USER,
  AUTH_SESSION_USER,
  REFRESH_TOKEN_SESSION,
  PASSWORD_RESET_USER,
  EMAIL_CHANGE_USER,
  SIGN_IN_LINK_USER,
  EMAIL_VERIFICATION_USER,
];

/** The media fields' table: which file fills which field of which row. */
export const MEDIA = {
  /** The upload plugin's attribute that Strapi keeps in this table. */
  uid: 'plugin::upload.file',
  attribute: 'related',
  table: 'files_related_mph',
  file: 'file_id',
  relatedId: 'related_id',
  relatedType: 'related_type',
  field: 'field',
} as const;

/**
 * A (left) join from a row to the file in one of its media fields, as knex takes it:
 * `q.leftJoin(avatar.table, avatar.on).leftJoin('files as f', 'f.id', avatar.file)`.
 */
export function mediaJoin<R>(db: { raw(sql: string, bindings: readonly unknown[]): R }, { as, rowId, uid, field }: { as: string; rowId: string; uid: string; field: string }) {
  const on: Record<string, string | R> = {
    [`${as}.${MEDIA.relatedId}`]: rowId,
    [`${as}.${MEDIA.relatedType}`]: db.raw('?', [uid]),
    [`${as}.${MEDIA.field}`]: db.raw('?', [field]),
  };
  return { table: `${MEDIA.table} as ${as}`, on, file: `${as}.${MEDIA.file}` };
}

type JoinTableMeta = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string }; inverseOrderColumnName?: string | null };
type MorphMeta = { name: string; joinColumn: { name: string }; morphColumn: { idColumn: { name: string }; typeColumn: { name: string } } };

/**
 * What differs between the names above and those Strapi's metadata holds (empty when they agree):
 * the server refuses to start otherwise, since every query joining a relation would fail or, worse,
 * read another table's rows.
 */
export function linkMismatches(strapi: Core.Strapi, links: readonly Link[] = LINKS): string[] {
  const problems: string[] = [];
  const meta = (uid: string) => strapi.db.metadata.get(uid as never) as unknown as { attributes: Record<string, { joinTable?: unknown }> } | undefined;
  for (const l of links) {
    const joinTable = meta(l.uid)?.attributes[l.attribute]?.joinTable as JoinTableMeta | undefined;
    if (!joinTable) {
      problems.push(`${l.uid}.${l.attribute}: no link table in Strapi's metadata`);
      continue;
    }
    const expected = { table: l.table, owner: l.owner, target: l.target, ownerOrder: l.ownerOrder };
    const actual = { table: joinTable.name, owner: joinTable.joinColumn.name, target: joinTable.inverseJoinColumn.name, ownerOrder: joinTable.inverseOrderColumnName ?? null };
    for (const key of Object.keys(expected) as (keyof typeof expected)[]) {
      if (expected[key] !== actual[key]) problems.push(`${l.uid}.${l.attribute}: ${key} is ${String(actual[key])} in Strapi, ${String(expected[key])} here`);
    }
  }
  const morph = meta(MEDIA.uid)?.attributes[MEDIA.attribute]?.joinTable as MorphMeta | undefined;
  if (!morph) {
    problems.push(`${MEDIA.uid}.${MEDIA.attribute}: no media table in Strapi's metadata`);
    return problems;
  }
  // The media table is a model of its own in the metadata, named after itself: it holds the field column.
  const fieldColumn = meta(morph.name)?.attributes[MEDIA.field] ? MEDIA.field : undefined;
  const media = { table: morph.name, file: morph.joinColumn.name, relatedId: morph.morphColumn.idColumn.name, relatedType: morph.morphColumn.typeColumn.name, field: fieldColumn };
  for (const key of ['table', 'file', 'relatedId', 'relatedType', 'field'] as const) {
    if (media[key] !== MEDIA[key]) problems.push(`media: ${key} is ${String(media[key])} in Strapi, ${MEDIA[key]} here`);
  }
  return problems;
}

/** Refuses to start when a name above is not Strapi's (see linkMismatches). */
export function checkLinks(strapi: Core.Strapi) {
  const problems = linkMismatches(strapi);
  if (problems.length > 0) throw new Error(`Strapi's link tables are not where cms/src/platform/db/links.ts says:\n${problems.join('\n')}`);
}
