import { type OwnJoinRequest } from '@gro/config';
import { COMPANY_GATE_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { Alert, type AlertTone } from '@/components/ui/alert';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  list-style: none;
  text-align: left;
`;

const tone: Record<OwnJoinRequest['status'], AlertTone> = { Pending: 'info', Approved: 'success', Rejected: 'warning' };

interface JoinRequestListProps {
  requests: OwnJoinRequest[];
  /** The server's own words for requests sent from this screen, by request id. */
  messages: Record<number, string>;
}

/** The member's join requests (GET /company/join-request/mine), so a reload still shows them. */
export function JoinRequestList({ requests, messages }: JoinRequestListProps) {
  return (
    <List aria-label={COMPANY_GATE_TEXTS.pendingHeading}>
      {requests.map((request) => (
        <li key={request.id}>
          <Alert tone={tone[request.status]}>
            <p>{messages[request.id] ?? COMPANY_GATE_TEXTS.requestStatus[request.status](request.company.name)}</p>
            {request.status === 'Rejected' && request.reason && <p>{COMPANY_GATE_TEXTS.rejectedReason(request.reason)}</p>}
          </Alert>
        </li>
      ))}
    </List>
  );
}
