import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MapPinIcon } from '@/components/icons';
import { Spinner } from './spinner';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.brand600};
`;

/**
 * What every map's frame shows until its map is there: a pin before it loads, a spinner while it
 * does (`loading`), and a pin with `children`, the sentence saying it could not be loaded and what
 * to use instead. One look for the chapter map, the directory's map and an event's map preview.
 */
export function MapPlaceholder({ loading = false, children }: { loading?: boolean; children?: ReactNode }) {
  return (
    <Box>
      {loading ? <Spinner $size={28} /> : <MapPinIcon size={28} />}
      {children}
    </Box>
  );
}
