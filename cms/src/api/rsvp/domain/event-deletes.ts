import type { Core } from '@strapi/strapi';

type DeleteEvent = { params: { where?: Record<string, unknown> }; state: Record<string, unknown>; result?: unknown };

const EVENT = 'api::event.event';

/**
 * An event's RSVPs go with it: however it is deleted (the Strapi admin's delete and bulk delete,
 * the document service, a script through the query engine), the answers of the events the delete
 * matched are deleted after it, in the transaction the delete runs in when there is one. The ids
 * are read before the delete (its `where` may name document ids or anything else).
 */
export function deleteRsvpsWithEvents(strapi: Core.Strapi): void {
  const remember = async (event: DeleteEvent) => {
    const rows: { id: number }[] = await strapi.db.query(EVENT).findMany({ where: event.params.where ?? {}, select: ['id'] });
    event.state.eventIds = rows.map((r) => r.id);
  };
  const forget = async (event: DeleteEvent) => {
    const ids = (event.state.eventIds as number[] | undefined) ?? [];
    if (ids.length === 0) return;
    // Joins the delete's transaction when it runs in one (SQLite has a single connection: a query
    // outside it would wait for it forever).
    await strapi.db.transaction(async ({ trx }) => {
      const kept: { id: number }[] = await trx('events').whereIn('id', ids).select('id');
      const deleted = ids.filter((id) => !kept.some((row) => Number(row.id) === id));
      if (deleted.length) await trx('rsvps').whereIn('event_id', deleted).delete();
    });
  };
  strapi.db.lifecycles.subscribe({
    models: [EVENT],
    beforeDelete: remember,
    beforeDeleteMany: remember,
    afterDelete: forget,
    afterDeleteMany: forget,
  });
}

/** RSVPs of events deleted before deleteRsvpsWithEvents existed (a start-up clean-up; none afterwards). */
export async function deleteOrphanRsvps(strapi: Core.Strapi): Promise<number> {
  return Number(await strapi.db.connection('rsvps').whereNotIn('event_id', strapi.db.connection('events').select('id')).delete());
}
