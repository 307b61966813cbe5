import { PORTAL_EVENT_TEXTS } from '@gro/config/screens';
import { ServerTablePage } from '@/components/ui/table';
import { useEventPage } from '../api/portal-events';
import { eventColumns } from '../components/portal-event-columns';

/** /portal/event: events paged, sorted and searched by the server (GET /event with list parameters). */
export default function PortalEventsRoute() {
  return <ServerTablePage texts={PORTAL_EVENT_TEXTS} columns={eventColumns} usePage={useEventPage} getRowKey={(event) => event.id} />;
}
