import type { Core, UID } from '@strapi/strapi';

type MirrorRow = { id: number; user?: { id: number } | null };

/**
 * A table that mirrors one kind of Stripe object (subscriptions, invoices): one row per Stripe id
 * (a unique index), written only from Stripe's own object. `upsert` inserts the row with its
 * member's link in one transaction (another request never sees it without its member), lets the
 * unique index decide between two requests inserting at once, and never overwrites a row written
 * from a later read of Stripe (`syncedAt`, by the database's clock) with an earlier one.
 * `linkCustomer` keeps the member's Stripe customer id with the member.
 */
export function stripeMirror<Row extends MirrorRow>(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  idField: string,
  columns: string[],
  linkCustomer: (userId: number | null, customerId: string | null) => Promise<unknown>,
) {
  const rows = () => strapi.db.query(uid);
  const findRow = (stripeId: string): Promise<Row | null> =>
    rows().findOne({ where: { [idField]: stripeId }, select: columns, populate: { user: { select: ['id'] } } });

  /** Gives a row found without a member its member; a concurrent request doing the same wins the link's unique index. */
  async function linkUser(id: number, userId: number) {
    try {
      await rows().update({ where: { id }, data: { user: userId } });
    } catch (err) {
      const row = await rows().findOne({ where: { id }, select: ['id'], populate: { user: { select: ['id'] } } });
      if (!row?.user) throw err;
    }
  }

  return {
    /**
     * `data` as read from Stripe at `data.syncedAt`; the member is the row's, else what `memberOf`
     * finds (metadata, customer); the member's Stripe customer id is kept as well.
     */
    async upsert(stripeId: string, data: Record<string, unknown> & { syncedAt: Date }, customerId: string | null, memberOf: () => Promise<number | null>): Promise<Row> {
      const existing = await findRow(stripeId);
      const userId = existing?.user?.id ?? (await memberOf());
      if (!existing) {
        try {
          await strapi.db.transaction(() => rows().create({ data: { ...data, [idField]: stripeId, user: userId } }));
          await linkCustomer(userId, customerId);
          return (await findRow(stripeId))!;
        } catch (err) {
          // Inserted a moment ago by another request: the unique index decides, it is updated below.
          if (!(await findRow(stripeId))) throw err;
        }
      }
      const fetchedAt = data.syncedAt;
      await rows().updateMany({ where: { [idField]: stripeId, $or: [{ syncedAt: null }, { syncedAt: { $lte: fetchedAt } }] }, data });
      const row = (await findRow(stripeId))!;
      if (!row.user && userId !== null) {
        await linkUser(row.id, userId);
        row.user = { id: userId };
      }
      if (!existing?.user) await linkCustomer(userId, customerId);
      return row;
    },
  };
}
