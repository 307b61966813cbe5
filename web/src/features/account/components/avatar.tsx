import { DEFAULT_AVATAR_SIZE } from '@gro/config';
import styled from 'styled-components';

const Circle = styled.span<{ $size: number }>`
  display: grid;
  flex: none;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand100};
  color: ${({ theme }) => theme.colors.brand800};
  font-size: ${({ $size }) => Math.round($size * 0.38)}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const initials = (first?: string | null, last?: string | null) =>
  `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase() || '?';

interface AvatarProps {
  src?: string | null;
  alt?: string;
  firstname?: string | null;
  lastname?: string | null;
  /** Pixels; the default avatar is DEFAULT_AVATAR_SIZE (148). */
  size?: number;
}

/** A member's photo, or their initials on the brand colour when there is none. */
export function Avatar({ src, alt = '', firstname, lastname, size = DEFAULT_AVATAR_SIZE }: AvatarProps) {
  return (
    <Circle $size={size} aria-hidden={src && alt ? undefined : true}>
      {src ? <img src={src} alt={alt} width={size} height={size} /> : initials(firstname, lastname)}
    </Circle>
  );
}
