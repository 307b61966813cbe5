import { newId, now, type Store } from './store';
import type { StripeEvent } from './types';

export const API_VERSION = '2026-10-28.endive';

/** Which customer and subscription an event belongs to (for the control API's filters and delivery switches). */
export interface EventLinks { customer: string | null; subscription: string | null }

export interface EventLog {
  emit(type: string, object: object, links: EventLinks, previous?: Record<string, unknown>): StripeEvent;
  links(id: string): EventLinks | undefined;
}

/** Events are stored with a snapshot of their object at the moment they happened, then handed to `deliver`. */
export function eventLog(store: Store, deliver: (event: StripeEvent, links: EventLinks) => void): EventLog {
  const linksById = new Map<string, EventLinks>();
  return {
    emit(type, object, links, previous) {
      const event: StripeEvent = {
        id: newId('evt'), object: 'event', api_version: API_VERSION, created: now(), livemode: false, pending_webhooks: 1,
        request: { id: null, idempotency_key: null }, type,
        data: { object: structuredClone(object), ...(previous ? { previous_attributes: structuredClone(previous) } : {}) },
      };
      store.events.set(event.id, event);
      linksById.set(event.id, links);
      deliver(event, links);
      return event;
    },
    links: (id) => linksById.get(id),
  };
}
