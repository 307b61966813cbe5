import { type OwnJoinRequest } from '@gro/config';
import { COMPANY_GATE_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert, type AlertTone } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { useWithdrawJoinRequest } from '../api/own-join-requests';

const texts = COMPANY_GATE_TEXTS;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  list-style: none;
  text-align: left;
`;

const Item = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;
`;

const tone: Record<OwnJoinRequest['status'], AlertTone> = { Pending: 'info', Approved: 'success', Rejected: 'warning', Withdrawn: 'info' };

interface JoinRequestListProps {
  requests: OwnJoinRequest[];
  /** The server's own words for requests sent from this screen, by request id. */
  messages: Record<number, string>;
}

/**
 * The member's join requests (GET /company/join-request/mine), so a reload still shows them. A
 * pending one says what happens next and can be withdrawn, after a confirmation.
 */
export function JoinRequestList({ requests, messages }: JoinRequestListProps) {
  const withdraw = useWithdrawJoinRequest();
  const [confirming, setConfirming] = useState<OwnJoinRequest | null>(null);

  const confirmWithdraw = async () => {
    if (!confirming) return;
    try {
      await withdraw(confirming.id);
    } catch (error) {
      // Decided meanwhile (409) or gone (404): the toast said so and the list shows how things are.
      if (!(error instanceof ApiError && (error.status === 409 || error.status === 404))) throw error;
    }
    setConfirming(null);
  };

  return (
    <>
      <List aria-label={texts.pendingHeading}>
        {requests.map((request) => {
          const pending = request.status === 'Pending';
          return (
            <li key={request.id}>
              <Alert tone={tone[request.status]}>
                <Item>
                  <p>{(pending && messages[request.id]) || texts.requestStatus[request.status](request.company.name)}</p>
                  {request.status === 'Rejected' && request.reason && <p>{texts.rejectedReason(request.reason)}</p>}
                  {pending && <p>{texts.pendingNext}</p>}
                  {pending && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-haspopup="dialog"
                      aria-label={texts.withdrawAria(request.company.name)}
                      onClick={() => setConfirming(request)}
                    >
                      {texts.withdraw}
                    </Button>
                  )}
                </Item>
              </Alert>
            </li>
          );
        })}
      </List>
      {confirming && (
        <ConfirmDialog
          title={texts.withdrawTitle}
          question={texts.withdrawQuestion(confirming.company.name)}
          detail={texts.withdrawDetail}
          confirmLabel={texts.withdrawConfirm}
          pendingLabel={texts.withdrawPending}
          cancelLabel={texts.withdrawKeep}
          onConfirm={confirmWithdraw}
          onCancel={() => setConfirming(null)}
        />
      )}
    </>
  );
}
