import { NEWS_TEXTS } from '@gro/config/screens';
import { MailIcon } from '@/components/icons';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { canManageChapter } from '@/lib/authorization';
import { buildUrl } from '@/lib/url';

/** The portal chapter page's way to the chapter's news: for its own members, its leaders and admins (who read it). */
export function ChapterNewsLink({ chapterId }: { chapterId: number }) {
  const { user } = useAuth();
  if (!user || (user.chapterId !== chapterId && !canManageChapter(user, chapterId))) return null;
  return (
    <ButtonLink to={buildUrl(paths.portal.chapterNews, { params: { chapterId } })} variant="secondary" size="sm">
      <MailIcon size={16} />
      {NEWS_TEXTS.chapterLink}
    </ButtonLink>
  );
}
