import { CHAPTER_SCREEN_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { AlertCircleIcon, CheckIcon, CopyIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useCopyToClipboard, type CopyStatus } from '@/hooks/use-copy-to-clipboard';

const texts = CHAPTER_SCREEN_TEXTS.detail;

/** The labels share one grid cell, so the button keeps the width of the longest and nothing moves. */
const Labels = styled.span`
  display: inline-grid;

  > span {
    grid-area: 1 / 1;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${({ theme }) => theme.space[2]};
  }

  > [data-shown='false'] {
    visibility: hidden;
  }
`;

const labels: Record<CopyStatus, { icon: typeof CopyIcon; text: string }> = {
  idle: { icon: CopyIcon, text: texts.copyAddress },
  copied: { icon: CheckIcon, text: texts.copied },
  failed: { icon: AlertCircleIcon, text: texts.copyFailed },
};

const announcements: Record<CopyStatus, string> = { idle: '', copied: texts.copied, failed: texts.copyFailed };

/** 'Copy address', then 'Copied!' for COPY_CONFIRMATION_MS (spec §4), also announced to screen readers. */
export function CopyAddressButton({ address }: { address: string }) {
  const { status, copy } = useCopyToClipboard();
  return (
    <>
      <Button variant="secondary" size="sm" block onClick={() => void copy(address)}>
        <Labels>
          {(Object.keys(labels) as CopyStatus[]).map((key) => {
            const { icon: Icon, text } = labels[key];
            return (
              <span key={key} data-shown={key === status}>
                <Icon size={16} />
                {text}
              </span>
            );
          })}
        </Labels>
      </Button>
      <VisuallyHidden role="status">{announcements[status]}</VisuallyHidden>
    </>
  );
}
