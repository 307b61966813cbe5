import type { Core } from '@strapi/strapi';
import type {
  FinanceUserRef, InvoicePage, InvoiceRow, InvoiceSortField, Paginated, SortDirection, SubscriptionLogPage, SubscriptionLogRow,
  SubscriptionLogSortField, SubscriptionPage, SubscriptionRow, SubscriptionSortField, SubscriptionStatus,
} from '@gro/config';
import { containsPattern, pagination, type ParsedListQuery } from '../../../platform/http/list-query';
import { distinctIds } from '../../../platform/http/csv';
import { toIso, toIsoOrNull } from '../../../platform/db/stored-time';
import { INVOICE_USER, SUBSCRIPTION_LOG_USER, SUBSCRIPTION_USER, type Link } from '../../../platform/db/links';

const subscriptionUser = SUBSCRIPTION_USER.as('l');

type Knex = Core.Strapi['db']['connection'];
type Query = ReturnType<Knex>;
type Stored = string | number | Date;

/** The member columns every finance row carries (null once the account is gone). */
type MemberColumns = { user_id: number | null; firstname: string | null; lastname: string | null; email: string | null };

type InvoiceColumns = MemberColumns & {
  id: number; stripe_invoice_id: string | null; status: string | null; total: number | string | null; currency: string | null;
  due_date: Stored | null; paid_at: Stored | null; hosted_invoice_url: string | null; created_at: Stored;
};
type SubscriptionColumns = MemberColumns & {
  id: number; stripe_subscription_id: string | null; status: SubscriptionStatus | null; price_id: string | null;
  current_period_end: Stored | null; canceled_at: Stored | null; is_cancelled: boolean | number | null;
  cancel_at_period_end: boolean | number | null; created_at: Stored;
};
type LogColumns = MemberColumns & { id: number; stripe_event_id: string | null; type: string | null; raw_payload: unknown; created_at: Stored };

/** How a column sorts: an SQL expression, and whether it may be empty (empties last in both directions). */
type SortSpec = { expr: string; nullable?: boolean };

/** A finance table: its columns, the link to its member, the orders and what a search reads. */
interface ListSpec<F extends string> {
  table: string;
  /** The row's `user` relation. */
  link: Link;
  columns: string[];
  sort: Record<F, SortSpec>;
  /** Lower-cased and matched anywhere, besides the member's name and email. */
  search: string[];
}

const MEMBER_SEARCH = ["u.firstname || ' ' || u.lastname", 'u.lastname', 'u.email'];

const INVOICES: ListSpec<InvoiceSortField> = {
  table: 'invoices',
  link: INVOICE_USER,
  columns: ['t.id', 't.stripe_invoice_id', 't.status', 't.total', 't.currency', 't.due_date', 't.paid_at', 't.hosted_invoice_url', 't.created_at'],
  sort: {
    createdAt: { expr: 't.created_at' },
    dueDate: { expr: 't.due_date', nullable: true },
    total: { expr: 't.total', nullable: true },
    status: { expr: 'lower(t.status)', nullable: true },
    paidAt: { expr: 't.paid_at', nullable: true },
  },
  search: ['t.status', 't.stripe_invoice_id'],
};

const SUBSCRIPTIONS: ListSpec<SubscriptionSortField> = {
  table: 'subscriptions',
  link: SUBSCRIPTION_USER,
  columns: [
    't.id', 't.stripe_subscription_id', 't.status', 't.price_id', 't.current_period_end', 't.canceled_at', 't.is_cancelled',
    't.cancel_at_period_end', 't.created_at',
  ],
  sort: {
    createdAt: { expr: 't.created_at' },
    status: { expr: 'lower(t.status)', nullable: true },
    currentPeriodEnd: { expr: 't.current_period_end', nullable: true },
  },
  search: ['t.status', 't.stripe_subscription_id'],
};

const LOGS: ListSpec<SubscriptionLogSortField> = {
  table: 'subscription_logs',
  link: SUBSCRIPTION_LOG_USER,
  columns: ['t.id', 't.stripe_event_id', 't.type', 't.raw_payload', 't.created_at'],
  sort: { createdAt: { expr: 't.created_at' }, type: { expr: 'lower(t.type)', nullable: true } },
  search: ['t.type', 't.stripe_event_id'],
};

function memberOf(row: MemberColumns): FinanceUserRef | null {
  if (row.user_id === null || row.user_id === undefined) return null;
  return { id: Number(row.user_id), fullname: [row.firstname, row.lastname].filter(Boolean).join(' '), email: row.email ?? '' };
}

const flag = (value: boolean | number | null | undefined) => value === true || value === 1;

/** A JSON column: PostgreSQL answers it parsed, SQLite as its text. */
function json(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** Looks a price id up among the configured plans: its label, or null for a price no longer configured. */
export type PlanLabeller = (priceId: string | null) => string | null;

/**
 * The admins' finance tables: invoices, subscriptions and the subscription log, each a
 * page of rows with their member, sortable and searchable like the other admin tables. A page is
 * two statements: the count, then the page's rows in order with their member.
 */
const financeListService = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;

  function base<F extends string>(spec: ListSpec<F>, query: ParsedListQuery<F>): Query {
    const member = spec.link.as('l');
    const q = knex()(`${spec.table} as t`)
      .leftJoin(member.table, member.owner, 't.id')
      .leftJoin('up_users as u', 'u.id', member.target);
    if (query.q) {
      const exprs = [...MEMBER_SEARCH, ...spec.search];
      const pattern = containsPattern(query.q);
      q.whereRaw(`(${exprs.map((e) => `lower(${e}) LIKE ? ESCAPE '\\'`).join(' OR ')})`, exprs.map(() => pattern));
    }
    return q;
  }

  async function page<F extends string, R, C>(spec: ListSpec<F>, query: ParsedListQuery<F>, toRow: (row: C) => R): Promise<Paginated<R>> {
    const [counted] = (await base(spec, query).count({ total: 't.id' })) as { total: number | string }[];
    const count = Number(counted?.total ?? 0);
    if (count === 0 || query.offset >= count) return { items: [], pagination: pagination(query.page, query.pageSize, count) };
    const q = ordered(spec, query, base(spec, query).select(...spec.columns, 'u.id as user_id', 'u.firstname', 'u.lastname', 'u.email'));
    const rows: C[] = await q.limit(query.pageSize).offset(query.offset);
    return { items: rows.map(toRow), pagination: pagination(query.page, query.pageSize, count) };
  }

  /** The table's order: the sort's expression (empties last), then id; newest first by default. */
  function ordered<F extends string>(spec: ListSpec<F>, query: ParsedListQuery<F>, q: Query): Query {
    const direction: SortDirection = query.sort?.direction ?? 'desc';
    const order = spec.sort[query.sort?.field ?? ('createdAt' as F)];
    if (order.nullable) q.orderByRaw(`CASE WHEN ${order.expr} IS NULL THEN 1 ELSE 0 END`);
    return q.orderByRaw(`${order.expr} ${direction}`).orderBy('t.id', direction);
  }

  /** For the CSV export: the ids of every row the search matches, in the table's order, and rows by id. */
  function exporter<F extends string, R, C>(spec: ListSpec<F>, toRow: (row: C) => R) {
    return {
      ids: async (query: ParsedListQuery<F>): Promise<Int32Array> => distinctIds(await ordered(spec, query, base(spec, query).select('t.id as id'))),
      rows: async (ids: number[]): Promise<R[]> => {
        const rows: C[] = await base(spec, { page: 1, pageSize: 1, offset: 0, sort: null, q: '' })
          .select(...spec.columns, 'u.id as user_id', 'u.firstname', 'u.lastname', 'u.email')
          .whereIn('t.id', ids);
        return rows.map(toRow);
      },
    };
  }

  return {
    invoices(query: ParsedListQuery<InvoiceSortField>): Promise<InvoicePage> {
      return page(INVOICES, query, toInvoiceRow);
    },

    subscriptions(query: ParsedListQuery<SubscriptionSortField>, planLabel: PlanLabeller): Promise<SubscriptionPage> {
      return page(SUBSCRIPTIONS, query, (row: SubscriptionColumns) => toSubscriptionRow(row, planLabel));
    },

    /** One subscription as the table shows it (the answer of a cancel). */
    async subscription(id: number, planLabel: PlanLabeller): Promise<SubscriptionRow | null> {
      const row: SubscriptionColumns | undefined = await knex()('subscriptions as t')
        .leftJoin(subscriptionUser.table, subscriptionUser.owner, 't.id')
        .leftJoin('up_users as u', 'u.id', subscriptionUser.target)
        .where('t.id', id)
        .first(...SUBSCRIPTIONS.columns, 'u.id as user_id', 'u.firstname', 'u.lastname', 'u.email');
      return row ? toSubscriptionRow(row, planLabel) : null;
    },

    logs(query: ParsedListQuery<SubscriptionLogSortField>): Promise<SubscriptionLogPage> {
      return page(LOGS, query, toLogRow);
    },

    /** The CSV exports of the three tables. */
    exports: (planLabel: PlanLabeller) => ({
      invoices: exporter(INVOICES, toInvoiceRow),
      subscriptions: exporter(SUBSCRIPTIONS, (row: SubscriptionColumns) => toSubscriptionRow(row, planLabel)),
      logs: exporter(LOGS, toLogRow),
    }),
  };
};

function toInvoiceRow(row: InvoiceColumns): InvoiceRow {
  return {
    id: row.id,
    stripeInvoiceId: row.stripe_invoice_id ?? '',
    user: memberOf(row),
    status: row.status ?? '',
    total: Number(row.total ?? 0),
    currency: row.currency ?? '',
    dueDate: toIsoOrNull(row.due_date),
    paidAt: toIsoOrNull(row.paid_at),
    hostedInvoiceUrl: row.hosted_invoice_url ?? null,
    createdAt: toIso(row.created_at),
  };
}

function toLogRow(row: LogColumns): SubscriptionLogRow {
  return {
    id: row.id,
    stripeEventId: row.stripe_event_id ?? '',
    type: row.type ?? '',
    user: memberOf(row),
    createdAt: toIso(row.created_at),
    rawPayload: json(row.raw_payload),
  };
}

function toSubscriptionRow(row: SubscriptionColumns, planLabel: PlanLabeller): SubscriptionRow {
  return {
    id: row.id,
    stripeSubscriptionId: row.stripe_subscription_id ?? '',
    user: memberOf(row),
    status: row.status ?? 'incomplete',
    priceId: row.price_id ?? null,
    planLabel: planLabel(row.price_id ?? null),
    currentPeriodEnd: toIsoOrNull(row.current_period_end),
    canceledAt: toIsoOrNull(row.canceled_at),
    isCancelled: flag(row.is_cancelled),
    cancelAtPeriodEnd: flag(row.cancel_at_period_end),
    createdAt: toIso(row.created_at),
  };
}

export type FinanceListService = ReturnType<typeof financeListService>;
export default financeListService;
