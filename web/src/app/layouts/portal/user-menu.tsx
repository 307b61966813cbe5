import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { LogOutIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { signOut } from '@/features/auth/api/sign-out';
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
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand100};
  color: ${({ theme }) => theme.colors.brand800};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
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

/** Who is signed in, and Sign Out (goes to /signin, replacing history). */
export function UserMenu() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const handleSignOut = async () => {
    setPending(true);
    await signOut();
    navigate(paths.signIn, { replace: true });
  };

  return (
    <Wrapper>
      {user && (
        <>
          <Avatar aria-hidden="true">{initials(user.firstname, user.lastname)}</Avatar>
          <Name>{user.fullname || `${user.firstname} ${user.lastname}`}</Name>
        </>
      )}
      <Button variant="ghost" size="sm" onClick={handleSignOut} loading={pending}>
        {!pending && <LogOutIcon size={16} />}
        Sign Out
      </Button>
    </Wrapper>
  );
}
