import { PORTAL_CHAPTER_TEXTS } from '@gro/config/screens';
import { PortalPage } from '@/components/layouts/portal-page';
import { Table } from '@/components/ui/table';
import { useChapters } from '../api/portal-chapters';
import { chapterColumns } from '../components/portal-chapter-columns';

/** /portal/chapter: every chapter in a table sorted and paged in the browser. */
export default function PortalChaptersRoute() {
  const { data, error, isLoading, mutate } = useChapters();
  return (
    <PortalPage title={PORTAL_CHAPTER_TEXTS.title}>
      <Table
        caption={PORTAL_CHAPTER_TEXTS.caption}
        hideCaption
        columns={chapterColumns}
        rows={data}
        getRowKey={(chapter) => chapter.id}
        loading={isLoading}
        error={error ? PORTAL_CHAPTER_TEXTS.loadFailed : null}
        onRetry={() => void mutate()}
      />
    </PortalPage>
  );
}
