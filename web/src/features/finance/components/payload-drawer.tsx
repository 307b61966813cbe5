import type { SubscriptionLogRow } from '@gro/config';
import { SUBSCRIPTION_LOG_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { CheckIcon, CopyIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { useCopyToClipboard } from '@/hooks/use-copy-to-clipboard';
import { formatDateTime } from '@/lib/format';

const texts = SUBSCRIPTION_LOG_TEXTS;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    overflow-wrap: anywhere;
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

/** The raw event: scrolls within its own box, both ways, so the drawer keeps its width. */
const Payload = styled.pre`
  max-height: 60vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray50};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.5;
  white-space: pre;
  tab-size: 2;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

interface PayloadDrawerProps {
  open: boolean;
  /** Kept after closing, so the content stays during the exit animation. */
  entry: SubscriptionLogRow | null;
  onClose: () => void;
}

/** A subscription log entry's raw payload, exactly as Stripe sent it, pretty-printed, with a copy button. */
export function PayloadDrawer({ open, entry, onClose }: PayloadDrawerProps) {
  const { status, copy } = useCopyToClipboard();
  const json = entry ? JSON.stringify(entry.rawPayload, null, 2) ?? 'null' : '';
  return (
    <Drawer open={open} onClose={onClose} title={texts.payloadTitle}>
      {entry && (
        <>
          <Facts>
            <dt>{texts.columns.type}</dt>
            <dd>{entry.type}</dd>
            <dt>{texts.eventId}</dt>
            <dd>{entry.stripeEventId}</dd>
            <dt>{texts.columns.date}</dt>
            <dd>{formatDateTime(entry.createdAt)}</dd>
          </Facts>
          <Toolbar>
            <Button size="sm" variant="secondary" onClick={() => void copy(json)} aria-live="polite">
              {status === 'copied' ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
              {status === 'copied' ? texts.copied : status === 'failed' ? texts.copyFailed : texts.copy}
            </Button>
          </Toolbar>
          {/* A named, focusable region, so that keyboard users can scroll a long payload. */}
          <Payload tabIndex={0} role="region" aria-label={texts.payloadTitle}>
            {json}
          </Payload>
        </>
      )}
    </Drawer>
  );
}
