import { CHAPTER_SCREEN_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { GlobeIcon } from '@/components/icons';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { paths } from '@/config/paths';
import { useActiveChapters } from '../api/get-active-chapters';
import { ChapterCard } from './chapter-card';

const texts = CHAPTER_SCREEN_TEXTS.list;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space[6]};
  list-style: none;
`;

const SkeletonCard = styled(Card).attrs({ as: 'li' })`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  border-top: 4px solid ${({ theme }) => theme.colors.gray200};
`;

const SKELETON_COUNT = 6;

function ChapterListSkeleton() {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{texts.loading}</VisuallyHidden>
      <Grid aria-hidden="true">
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <SkeletonCard key={index}>
            <Skeleton $width="60%" $height="1.5rem" />
            <Skeleton $width="40%" $height="0.9rem" />
            <Skeleton $width="70%" $height="0.9rem" />
            <Skeleton $height="0.9rem" />
            <Skeleton $width="90%" $height="0.9rem" />
          </SkeletonCard>
        ))}
      </Grid>
    </div>
  );
}

/** GET /chapter/active as a grid of cards, with loading, error and empty states. */
export function ChapterList() {
  const { data: chapters, error, isLoading, mutate } = useActiveChapters();

  if (error) return <LoadError message={texts.loadFailed} onRetry={() => void mutate()} />;

  if (isLoading || !chapters) return <ChapterListSkeleton />;

  if (chapters.length === 0) {
    return (
      <EmptyState
        title={texts.empty}
        description={texts.emptyHint}
        icon={<GlobeIcon />}
        action={<ButtonLink to={paths.startChapter}>{texts.startChapter}</ButtonLink>}
      />
    );
  }

  return (
    <Grid>
      {chapters.map((chapter) => (
        <ChapterCard key={chapter.id} chapter={chapter} />
      ))}
    </Grid>
  );
}
