import { MY_CHAPTER_TEXTS } from '@gro/config/screens';
import { useParams } from 'react-router-dom';
import { PortalPage } from '@/components/layouts/portal-page';
import { useChapterName } from '@/features/chapters';
import ChapterVisitors from '../components/chapter-visitors';

/**
 * /portal/my-chapter/{chapterId}/visitors: the chapter's visitors table on a screen of its own, for
 * its leaders (with the right to manage visitors: the server decides) and admins.
 */
export default function ChapterVisitorsRoute() {
  const chapterId = Number(useParams().chapterId);
  const name = useChapterName(chapterId);
  return (
    <PortalPage title={MY_CHAPTER_TEXTS.visitorsTitle(name)} description={MY_CHAPTER_TEXTS.visitorsDescription}>
      <ChapterVisitors chapterId={chapterId} />
    </PortalPage>
  );
}
