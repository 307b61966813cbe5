import { EXPORT_PATHS, type Chapter } from '@gro/config';
import { ADMIN_FORM_TEXTS, CHAPTER_DRAWER_TEXTS, PORTAL_CHAPTER_TEXTS } from '@gro/config/screens';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PlusIcon } from '@/components/icons';
import { PortalPage } from '@/components/layouts/portal-page';
import { Button } from '@/components/ui/button';
import { RowEditButton } from '@/components/ui/row-edit-button';
import { ExportCsvButton, Table, type Column } from '@/components/ui/table';
import { useDrawer } from '@/hooks/use-drawer';
import { useAuth } from '@/lib/auth';
import { canManageChapter, isAdmin, ledChapters } from '@/lib/authorization';
import { useChapters } from '../api/portal-chapters';
import { ChapterDrawer } from '../components/chapter-drawer';
import { chapterColumns, portalChapterPath } from '../components/portal-chapter-columns';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/** /portal/chapter: every chapter in a table sorted and paged in the browser, a row opening the chapter; admins create and edit them. */
export default function PortalChaptersRoute() {
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useChapters();
  const { user } = useAuth();
  const admin = isAdmin(user);
  // A chapter leader edits the chapters they lead.
  const editor = admin || ledChapters(user).length > 0;
  const drawer = useDrawer<Chapter>();
  const columns: Column<Chapter>[] = editor
    ? [
        ...chapterColumns,
        {
          key: 'actions',
          header: ADMIN_FORM_TEXTS.actionsColumn,
          cell: (chapter) => (canManageChapter(user, chapter.id) ? <RowEditButton name={chapter.name} onClick={() => drawer.show(chapter)} /> : null),
        },
      ]
    : chapterColumns;

  return (
    <PortalPage
      title={PORTAL_CHAPTER_TEXTS.title}
      actions={
        admin && (
          <Actions>
            <ExportCsvButton exportCsv={{ path: EXPORT_PATHS.chapters, name: 'chapters' }} query={{}} />
            <Button onClick={() => drawer.show()} aria-haspopup="dialog">
              <PlusIcon size={16} />
              {CHAPTER_DRAWER_TEXTS.create}
            </Button>
          </Actions>
        )
      }
    >
      <Table
        caption={PORTAL_CHAPTER_TEXTS.caption}
        hideCaption
        columns={columns}
        rows={data}
        getRowKey={(chapter) => chapter.id}
        onRowClick={(chapter) => navigate(portalChapterPath(chapter))}
        loading={isLoading}
        error={error ? PORTAL_CHAPTER_TEXTS.loadFailed : null}
        onRetry={() => void mutate()}
      />
      {editor && <ChapterDrawer open={drawer.open} chapter={drawer.target} formKey={drawer.key} admin={admin} onClose={drawer.close} />}
    </PortalPage>
  );
}
