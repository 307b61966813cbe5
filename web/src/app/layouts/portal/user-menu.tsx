import styled from 'styled-components';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { useAuth } from '@/lib/auth-store';
import { media } from '@/styles/theme';

const Wrapper = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-left: auto;
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand100};
  color: ${({ theme }) => theme.colors.brand800};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Name = styled.span`
  display: none;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${media.up('sm')} {
    display: inline;
  }
`;

const initials = (first?: string, last?: string) =>
  `${first?.[0] ?? ''}${last?.[0] ?? ''}`.toUpperCase() || '?';

/** Who is signed in (the member GET /account loaded), and Sign Out. */
export function UserMenu() {
  const { user } = useAuth();
  return (
    <Wrapper>
      {user && (
        <>
          <Avatar aria-hidden="true">
            {user.avatar?.url ? <img src={user.avatar.url} alt="" /> : initials(user.firstname, user.lastname)}
          </Avatar>
          <Name>{user.fullname || `${user.firstname} ${user.lastname}`}</Name>
        </>
      )}
      <SignOutButton variant="ghost" size="sm" />
    </Wrapper>
  );
}
