import type { EventLinks, EventLog } from './events';
import type { Store } from './store';
import type { Subscription } from './types';

/** What every operation needs: the state, the event log and the fake's own address (for hosted urls). */
export interface Fake { store: Store; events: EventLog; baseUrl: string }

export const subscriptionLinks = (sub: Subscription): EventLinks => ({ customer: sub.customer, subscription: sub.id });
