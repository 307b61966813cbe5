import { MAP_PREVIEW_HEIGHT, MAP_PREVIEW_WIDTH } from '@gro/config';
import styled from 'styled-components';
import { Skeleton } from '@/components/ui/skeleton';
import { Article } from './event-card-styles';

const MapBlock = styled(Skeleton)`
  aspect-ratio: ${MAP_PREVIEW_WIDTH} / ${MAP_PREVIEW_HEIGHT};
  margin-top: ${({ theme }) => theme.space[2]};
`;

/** The shape of an event card while events load. */
export function EventCardSkeleton() {
  return (
    <Article aria-hidden="true">
      <Skeleton $width="7rem" $height="1.25rem" $radius="999px" />
      <Skeleton $width="70%" $height="1.5rem" />
      <Skeleton $height="0.9rem" />
      <Skeleton $width="85%" $height="0.9rem" />
      <Skeleton $width="50%" $height="0.9rem" />
      <Skeleton $width="40%" $height="0.9rem" />
      <MapBlock $height="auto" $radius="10px" />
    </Article>
  );
}
