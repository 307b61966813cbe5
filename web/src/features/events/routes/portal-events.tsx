import { EXPORT_PATHS, type ChapterEvent, type EventSortField } from '@gro/config';
import { ADMIN_FORM_TEXTS, EVENT_DRAWER_TEXTS, MY_CHAPTER_TEXTS, PORTAL_EVENT_TEXTS, RSVP_TEXTS } from '@gro/config/screens';
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PlusIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { RowEditButton } from '@/components/ui/row-edit-button';
import { ServerTablePage, type Column } from '@/components/ui/table';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useChapterName } from '@/features/chapters';
import { EventRsvpDrawer } from '@/features/rsvp';
import { useDrawer } from '@/hooks/use-drawer';
import { useAuth } from '@/lib/auth';
import { canManageChapter, isAdmin, ledChapters } from '@/lib/authorization';
import { useEventPage } from '../api/portal-events';
import { EventDrawer } from '../components/event-drawer';
import { eventColumns } from '../components/portal-event-columns';

const RowActions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * /portal/event: events paged, sorted and searched by the server (GET /event with list parameters);
 * admins create and edit them, a chapter leader edits the events of the chapters they lead.
 * /portal/my-chapter/{chapterId}/events: the same list filtered to one chapter, whose
 * leaders (and admins) add events to it (POST /chapter/{id}/event) and edit them.
 */
export default function PortalEventsRoute() {
  const { chapterId } = useParams();
  const scope = chapterId ? Number(chapterId) : undefined;
  const { user } = useAuth();
  const admin = isAdmin(user);
  const leads = ledChapters(user);
  const chapterName = useChapterName(scope);
  const canCreate = scope ? canManageChapter(user, scope) : admin;
  const canEdit = (event: ChapterEvent) => canManageChapter(user, event.chapterId ?? event.chapter?.id);
  const drawer = useDrawer<ChapterEvent>();
  const rsvpDrawer = useDrawer<ChapterEvent>();
  const rsvpButton = (event: ChapterEvent) => (
    <Button size="sm" variant="secondary" aria-haspopup="dialog" onClick={() => rsvpDrawer.show(event)}>
      {RSVP_TEXTS.open}
      <VisuallyHidden>{` — ${event.title}`}</VisuallyHidden>
    </Button>
  );
  // Members have one action, RSVP; editors' RSVP and Edit share the Actions column (two columns did not fit 1280 px).
  const columns: Column<ChapterEvent, EventSortField>[] =
    admin || leads.length > 0
      ? [
          ...eventColumns,
          {
            key: 'actions',
            header: ADMIN_FORM_TEXTS.actionsColumn,
            nowrap: true,
            cell: (event) => (
              <RowActions>
                {rsvpButton(event)}
                {canEdit(event) && <RowEditButton name={event.title} onClick={() => drawer.show(event)} />}
              </RowActions>
            ),
          },
        ]
      : [...eventColumns, { key: 'rsvp', header: RSVP_TEXTS.column, cell: rsvpButton }];
  const texts = scope
    ? { ...PORTAL_EVENT_TEXTS, title: MY_CHAPTER_TEXTS.eventsTitle(chapterName), caption: MY_CHAPTER_TEXTS.eventsCaption }
    : PORTAL_EVENT_TEXTS;
  return (
    <>
      <ServerTablePage
        texts={texts}
        columns={columns}
        usePage={useEventPage}
        getRowKey={(event) => event.id}
        filters={scope ? { chapter: scope } : undefined}
        exportCsv={admin && !scope ? { path: EXPORT_PATHS.events, name: 'events' } : undefined}
        actions={
          canCreate && (
            <Button onClick={() => drawer.show()} aria-haspopup="dialog">
              <PlusIcon size={16} />
              {EVENT_DRAWER_TEXTS.create}
            </Button>
          )
        }
      />
      {(admin || leads.length > 0) && (
        <EventDrawer
          open={drawer.open}
          event={drawer.target}
          formKey={drawer.key}
          // Admins choose among every chapter; a leader among the chapters they lead.
          chapterChoice={{ fixed: scope ? { id: scope, name: chapterName ?? '' } : undefined, offered: admin ? undefined : leads }}
          onClose={drawer.close}
        />
      )}
      {rsvpDrawer.key > 0 && (
        <Suspense fallback={null}>
          <EventRsvpDrawer
            open={rsvpDrawer.open}
            event={rsvpDrawer.target}
            showAttendees={Boolean(rsvpDrawer.target && canEdit(rsvpDrawer.target))}
            onClose={rsvpDrawer.close}
          />
        </Suspense>
      )}
    </>
  );
}
