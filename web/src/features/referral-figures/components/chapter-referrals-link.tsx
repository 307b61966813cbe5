import { TrendingUpIcon } from '@/components/icons';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { canManageChapter } from '@/lib/authorization';
import { buildUrl } from '@/lib/url';
import { FIGURES_TEXTS as texts } from '@gro/config/screens';

/** The portal chapter page's way to its referral figures: for the chapter's own members, its leaders and admins. */
export function ChapterReferralsLink({ chapterId }: { chapterId: number }) {
  const { user } = useAuth();
  if (!user || (user.chapterId !== chapterId && !canManageChapter(user, chapterId))) return null;
  return (
    <ButtonLink to={buildUrl(paths.portal.chapterReferrals, { params: { chapterId } })} variant="secondary" size="sm">
      <TrendingUpIcon size={16} />
      {texts.chapterLink}
    </ButtonLink>
  );
}
