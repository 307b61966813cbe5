import type { ChapterEvent, EventSortField } from '@gro/config';
import { ADMIN_FORM_TEXTS, EVENT_DRAWER_TEXTS, PORTAL_EVENT_TEXTS, RSVP_TEXTS } from '@gro/config/screens';
import { Suspense } from 'react';
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

/** /portal/event: events paged, sorted and searched by the server (GET /event with list parameters); admins create and edit them. */
export default function PortalEventsRoute() {
  const admin = isAdmin(useAuth().user);
  const drawer = useDrawer<ChapterEvent>();
  const rsvpDrawer = useDrawer<ChapterEvent>();
  const rsvpColumn: Column<ChapterEvent, EventSortField> = {
    key: 'rsvp',
    header: RSVP_TEXTS.column,
    cell: (event) => (
      <Button size="sm" variant="secondary" aria-haspopup="dialog" onClick={() => rsvpDrawer.show(event)}>
        {RSVP_TEXTS.open}
        <VisuallyHidden>{` — ${event.title}`}</VisuallyHidden>
      </Button>
    ),
  };
  const columns: Column<ChapterEvent, EventSortField>[] = admin
    ? [
        ...eventColumns,
        rsvpColumn,
        {
          key: 'actions',
          header: ADMIN_FORM_TEXTS.actionsColumn,
          cell: (event) => <RowEditButton name={event.title} onClick={() => drawer.show(event)} />,
        },
      ]
    : [...eventColumns, rsvpColumn];
  return (
    <>
      <ServerTablePage
        texts={PORTAL_EVENT_TEXTS}
        columns={columns}
        usePage={useEventPage}
        getRowKey={(event) => event.id}
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
