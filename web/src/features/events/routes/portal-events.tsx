import { EXPORT_PATHS, type ChapterEvent, type EventSortField } from '@gro/config';
import { ADMIN_FORM_TEXTS, EVENT_DRAWER_TEXTS, MY_CHAPTER_TEXTS, PORTAL_EVENT_TEXTS, RSVP_TEXTS } from '@gro/config/screens';
import { Suspense, useId } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PlusIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { RowEditButton } from '@/components/ui/row-edit-button';
import { ServerTablePage, type Column } from '@/components/ui/table';
import { PortalPage } from '@/components/layouts/portal-page';
import { Tabs } from '@/components/ui/tabs';
import { useChapterName } from '@/features/chapters';
import { MyRsvpsTable, RsvpButton } from '@/features/rsvp';
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

type View = 'all' | 'mine';
const VIEWS: readonly View[] = ['all', 'mine'];
const VIEW_LABELS: Record<View, string> = { all: RSVP_TEXTS.allEvents, mine: RSVP_TEXTS.myRsvps };

/**
 * /portal/event: events paged, sorted and searched by the server (GET /event with list parameters),
 * each row with the member's answer and the RSVP button; "My RSVPs" (?view=mine) lists the member's
 * own answers. Admins create and edit events, a chapter leader edits the events of the chapters they lead.
 * /portal/my-chapter/{chapterId}/events: the same list filtered to one chapter, whose
 * leaders (and admins) add events to it (POST /chapter/{id}/event) and edit them.
 */
export default function PortalEventsRoute() {
  const { chapterId } = useParams();
  const scope = chapterId ? Number(chapterId) : undefined;
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const admin = isAdmin(user);
  const leads = ledChapters(user);
  const chapterName = useChapterName(scope);
  const canCreate = scope ? canManageChapter(user, scope) : admin;
  const canEdit = (event: ChapterEvent) => canManageChapter(user, event.chapterId ?? event.chapter?.id);
  const drawer = useDrawer<ChapterEvent>();
  const tabsId = useId();
  const panelId = `${tabsId}-panel`;
  const tabId = (view: View) => `${tabsId}-${view}`;
  // Members of a company and admins answer RSVPs; a chapter's own list has no "My RSVPs".
  const canRsvp = !scope && Boolean(user && (user.companyId || admin));
  const view: View = canRsvp && params.get('view') === 'mine' ? 'mine' : 'all';
  const rsvpButton = (event: ChapterEvent) => <RsvpButton eventId={event.id} title={event.title} showAttendees={canEdit(event)} />;
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
  const createButton = canCreate && (
    <Button onClick={() => drawer.show()} aria-haspopup="dialog">
      <PlusIcon size={16} />
      {EVENT_DRAWER_TEXTS.create}
    </Button>
  );
  const tabs = canRsvp && (
    <Tabs
      label={RSVP_TEXTS.views}
      tabs={VIEWS}
      labels={VIEW_LABELS}
      value={view}
      idOf={tabId}
      panelId={panelId}
      onChange={(next) => setParams(next === 'all' ? {} : { view: next }, { replace: true })}
    />
  );
  return (
    <>
      {view === 'mine' ? (
        <PortalPage title={texts.title} actions={createButton}>
          {tabs}
          <div role="tabpanel" id={panelId} aria-labelledby={tabId('mine')}>
            <Suspense fallback={<Spinner />}>
              <MyRsvpsTable />
            </Suspense>
          </div>
        </PortalPage>
      ) : (
        <ServerTablePage
          texts={texts}
          columns={columns}
          usePage={useEventPage}
          getRowKey={(event) => event.id}
          filters={scope ? { chapter: scope } : undefined}
          exportCsv={admin && !scope ? { path: EXPORT_PATHS.events, name: 'events' } : undefined}
          tabs={tabs ? { list: tabs, panelId, labelledBy: tabId('all') } : undefined}
          actions={createButton}
        />
      )}
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
    </>
  );
}
