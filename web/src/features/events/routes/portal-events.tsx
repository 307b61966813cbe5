import { PORTAL_EVENT_TEXTS } from '@gro/config';
import { PortalPage } from '@/components/layouts/portal-page';
import { Table } from '@/components/ui/table';
import { useEvents } from '../api/portal-events';
import { eventColumns } from '../components/portal-event-columns';

/** /portal/event: every event in a table sorted and paged in the browser. */
export default function PortalEventsRoute() {
  const { data, error, isLoading, mutate } = useEvents();
  return (
    <PortalPage title={PORTAL_EVENT_TEXTS.title}>
      <Table
        caption={PORTAL_EVENT_TEXTS.caption}
        hideCaption
        columns={eventColumns}
        rows={data}
        getRowKey={(event) => event.id}
        loading={isLoading}
        error={error ? PORTAL_EVENT_TEXTS.loadFailed : null}
        onRetry={() => void mutate()}
      />
    </PortalPage>
  );
}
