import type { FinanceUserRef } from '@gro/config';
import { NO_VALUE } from '@gro/config/screens';
import styled from 'styled-components';
import { EmailText } from '@/components/ui/email-text';

const Who = styled.span`
  display: grid;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/** Whose invoice, subscription or event: name over email; '—' once the account is gone. */
export function FinanceMember({ user }: { user: FinanceUserRef | null }) {
  if (!user) return NO_VALUE;
  return (
    <Who>
      <strong>{user.fullname || user.email}</strong>
      {user.fullname && (
        <small>
          <EmailText email={user.email} />
        </small>
      )}
    </Who>
  );
}

/** The member's name for labels ('Cancel the subscription of Jordan Rivera'). */
export const memberLabel = (user: FinanceUserRef | null, fallback: string): string => user?.fullname || user?.email || fallback;
