import { EXPORT_PATHS, type SubscriptionLogRow, type SubscriptionLogSortField } from '@gro/config';
import { EMPTY_STATES, SUBSCRIPTION_LOG_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { ServerTablePage, type Column } from '@/components/ui/table';
import { useDrawer } from '@/hooks/use-drawer';
import { formatDateTime } from '@/lib/format';
import { useSubscriptionLogs } from '../api/subscription-logs';
import { FinanceMember } from '../components/finance-member';
import { PayloadDrawer } from '../components/payload-drawer';

const texts = SUBSCRIPTION_LOG_TEXTS;
const { columns: headers } = texts;

/** What the event means over Stripe's own type (the type alone when it has no label). */
const EventCell = styled.span`
  display: grid;
  gap: 2px;
  min-width: 0;

  code {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Stripe's type on one line ('checkout.session.completed'), cut with an ellipsis where it cannot fit, whole in its tooltip. */
const EventType = styled.code`
  display: block;
  min-width: 0;
  max-width: 100%;
  overflow: hidden;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const eventType = (type: string) => <EventType title={type}>{type}</EventType>;

/** /portal/finance/subscription/log (admins): every Stripe event the webhook handled, newest first; each raw payload viewable. */
export default function SubscriptionLogsRoute() {
  const drawer = useDrawer<SubscriptionLogRow>();
  const columns: Column<SubscriptionLogRow, SubscriptionLogSortField>[] = [
    {
      key: 'type',
      header: headers.type,
      cell: (e) =>
        texts.eventLabels[e.type] ? (
          <EventCell>
            <strong>{texts.eventLabels[e.type]}</strong>
            {eventType(e.type)}
          </EventCell>
        ) : (
          eventType(e.type)
        ),
      sortField: 'type',
    },
    { key: 'member', header: headers.member, cell: (e) => <FinanceMember user={e.user} /> },
    {
      key: 'date',
      header: headers.date,
      cell: (e) => <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>,
      sortField: 'createdAt',
      nowrap: true,
    },
    {
      key: 'payload',
      header: headers.payload,
      nowrap: true,
      phone: 'actions',
      cell: (e) => (
        <Button
          size="sm"
          variant="secondary"
          aria-haspopup="dialog"
          aria-label={texts.viewPayloadLabel(e.type, formatDateTime(e.createdAt))}
          onClick={() => drawer.show(e)}
        >
          {texts.viewPayload}
        </Button>
      ),
    },
  ];
  return (
    <>
      <ServerTablePage
        texts={{ ...texts, emptyText: EMPTY_STATES.logs }}
        columns={columns}
        usePage={useSubscriptionLogs}
        getRowKey={(entry) => entry.id}
        exportCsv={{ path: EXPORT_PATHS.subscriptionLogs, name: 'subscription-log' }}
      />
      <PayloadDrawer open={drawer.open} entry={drawer.target} onClose={drawer.close} />
    </>
  );
}
