import { Suspense, lazy } from 'react';
import styled from 'styled-components';
import { CalendarPlusIcon, PlusIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { useDrawer } from '@/hooks/use-drawer';
import { useAuth } from '@/lib/auth';
import { ONE_TO_ONE_TEXTS, REFERRAL_TEXTS } from '@gro/config/screens';

/* The forms (Formik, the schemas) load when first opened. */
const PassReferralDrawer = lazy(() => import('./pass-referral-drawer'));
const OneToOneDrawer = lazy(() => import('./one-to-one-drawer'));

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

interface MemberReferralActionsProps {
  member: { id: number; fullname: string };
  size?: 'sm' | 'md';
  /** Where room is short (a directory card): the buttons read "Refer" and "One-to-one", side by side. */
  compact?: boolean;
}

type Open = 'referral' | 'oneToOne';

/**
 * "Pass a referral" and "Propose a one-to-one" for another member (their profile, their directory
 * card): each opens its form preset to that member. Nothing for the member's own profile.
 */
export function MemberReferralActions({ member, size = 'sm', compact = false }: MemberReferralActionsProps) {
  const { user } = useAuth();
  const drawer = useDrawer<Open>();
  if (!user || user.id === member.id) return null;
  const open = (which: Open) => drawer.open && drawer.target === which;
  return (
    <Actions>
      <Button size={size} variant="secondary" aria-haspopup="dialog" aria-label={REFERRAL_TEXTS.passTo(member.fullname)} onClick={() => drawer.show('referral')}>
        <PlusIcon size={16} />
        {compact ? REFERRAL_TEXTS.passShort : REFERRAL_TEXTS.pass}
      </Button>
      <Button size={size} variant="secondary" aria-haspopup="dialog" aria-label={ONE_TO_ONE_TEXTS.proposeTo(member.fullname)} onClick={() => drawer.show('oneToOne')}>
        <CalendarPlusIcon size={16} />
        {compact ? ONE_TO_ONE_TEXTS.proposeShort : ONE_TO_ONE_TEXTS.propose}
      </Button>
      <Suspense fallback={null}>
        {drawer.target === 'referral' && <PassReferralDrawer open={open('referral')} onClose={drawer.close} formKey={drawer.key} receiver={member} />}
        {drawer.target === 'oneToOne' && <OneToOneDrawer open={open('oneToOne')} onClose={drawer.close} formKey={drawer.key} member={member} />}
      </Suspense>
    </Actions>
  );
}
