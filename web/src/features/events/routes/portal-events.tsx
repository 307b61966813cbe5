import { EXPORT_PATHS, type ChapterEvent, type EventSortField } from '@gro/config';
import { ADMIN_FORM_TEXTS, EVENT_DRAWER_TEXTS, PORTAL_EVENT_TEXTS, RSVP_TEXTS } from '@gro/config/screens';
import { Suspense } from 'react';
import styled from 'styled-components';
import { PlusIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { RowEditButton } from '@/components/ui/row-edit-button';
import { ServerTablePage, type Column } from '@/components/ui/table';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { EventRsvpDrawer } from '@/features/rsvp';
import { useDrawer } from '@/hooks/use-drawer';
import { useAuth } from '@/lib/auth';
import { isAdmin } from '@/lib/authorization';
import { useEventPage } from '../api/portal-events';
import { EventDrawer } from '../components/event-drawer';
import { eventColumns } from '../components/portal-event-columns';

const RowActions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]};
`;

/** /portal/event: events paged, sorted and searched by the server (GET /event with list parameters); admins create and edit them. */
export default function PortalEventsRoute() {
  const admin = isAdmin(useAuth().user);
  const drawer = useDrawer<ChapterEvent>();
  const rsvpDrawer = useDrawer<ChapterEvent>();
  const rsvpButton = (event: ChapterEvent) => (
    <Button size="sm" variant="secondary" aria-haspopup="dialog" onClick={() => rsvpDrawer.show(event)}>
      {RSVP_TEXTS.open}
      <VisuallyHidden>{` — ${event.title}`}</VisuallyHidden>
    </Button>
  );
  // Members have one action, RSVP; admins' RSVP and Edit share the Actions column (two columns did not fit 1280 px).
  const columns: Column<ChapterEvent, EventSortField>[] = admin
    ? [
        ...eventColumns,
        {
          key: 'actions',
          header: ADMIN_FORM_TEXTS.actionsColumn,
          nowrap: true,
          cell: (event) => (
            <RowActions>
              {rsvpButton(event)}
              <RowEditButton name={event.title} onClick={() => drawer.show(event)} />
            </RowActions>
          ),
        },
      ]
    : [...eventColumns, { key: 'rsvp', header: RSVP_TEXTS.column, cell: rsvpButton }];
  return (
    <>
      <ServerTablePage
        texts={PORTAL_EVENT_TEXTS}
        columns={columns}
        usePage={useEventPage}
        getRowKey={(event) => event.id}
        exportCsv={admin ? { path: EXPORT_PATHS.events, name: 'events' } : undefined}
        actions={
          admin && (
            <Button onClick={() => drawer.show()} aria-haspopup="dialog">
              <PlusIcon size={16} />
              {EVENT_DRAWER_TEXTS.create}
            </Button>
          )
        }
      />
      {admin && <EventDrawer open={drawer.open} event={drawer.target} formKey={drawer.key} onClose={drawer.close} />}
      {rsvpDrawer.key > 0 && (
        <Suspense fallback={null}>
          <EventRsvpDrawer open={rsvpDrawer.open} event={rsvpDrawer.target} admin={admin} onClose={rsvpDrawer.close} />
        </Suspense>
      )}
    </>
  );
}
