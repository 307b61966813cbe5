import { PORTAL_EVENT_TEXTS } from '@gro/config';
import { PortalPage } from '@/components/layouts/portal-page';
import { Table, TableSearch, useListQuery } from '@/components/ui/table';
import { useEventPage } from '../api/portal-events';
import { eventColumns } from '../components/portal-event-columns';

/** /portal/event: events paged, sorted and searched by the server (GET /event with list parameters). */
export default function PortalEventsRoute() {
  const list = useListQuery();
  const { data, error, isLoading, mutate } = useEventPage(list.query);
  return (
    <PortalPage title={PORTAL_EVENT_TEXTS.title}>
      <TableSearch
        label={PORTAL_EVENT_TEXTS.search}
        placeholder={PORTAL_EVENT_TEXTS.searchPlaceholder}
        value={list.search}
        onChange={list.setSearch}
      />
      <Table
        caption={PORTAL_EVENT_TEXTS.caption}
        hideCaption
        columns={eventColumns}
        rows={data?.items}
        getRowKey={(event) => event.id}
        loading={isLoading}
        error={error ? PORTAL_EVENT_TEXTS.loadFailed : null}
        onRetry={() => void mutate()}
        server={list.paging(data?.pagination.total)}
      />
    </PortalPage>
  );
}
