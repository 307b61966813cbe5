import { DEFAULT_AVATAR_SIZE, type MediaRef } from '@gro/config';
import { USER_DETAIL_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';

const Frame = styled.div<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: 50%;
  /* A profile's large photo is framed; a list's small one only outlined. */
  border: ${({ $size }) => ($size >= 96 ? 4 : 1)}px solid ${({ theme, $size }) => ($size >= 96 ? theme.colors.white : theme.colors.border)};
  box-shadow: ${({ theme, $size }) => ($size >= 96 ? theme.shadows.md : 'none')};
  background: ${({ theme }) => theme.colors.brand100};
  color: ${({ theme }) => theme.colors.brand600};

  img,
  svg {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

interface MemberAvatarProps {
  avatar: MediaRef | null | undefined;
  name: string;
  size?: number;
}

/**
 * The member's photo, or the default avatar (a head and shoulders), DEFAULT_AVATAR_SIZE (148 px) wide
 * on a profile and smaller in the member lists (directory, dashboard, users table, chapter).
 */
export function MemberAvatar({ avatar, name, size = DEFAULT_AVATAR_SIZE }: MemberAvatarProps) {
  return (
    <Frame $size={size}>
      {avatar?.url ? (
        <img src={avatar.url} alt={USER_DETAIL_TEXTS.avatarAlt(name)} width={size} height={size} />
      ) : (
        <svg role="img" aria-label={USER_DETAIL_TEXTS.defaultAvatar} viewBox="0 0 148 148" width={size} height={size}>
          <circle cx="74" cy="58" r="26" fill="currentColor" opacity="0.55" />
          <path d="M26 132c6-26 25-40 48-40s42 14 48 40z" fill="currentColor" opacity="0.55" />
        </svg>
      )}
    </Frame>
  );
}
