import type { ApiMessage } from '@gro/config';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { CheckCircleIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  text-align: center;
  /* Focus scrolls it into view: keep it clear of the sticky header. */
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[10]});

  &:focus {
    outline: none;
  }

  > svg {
    color: ${({ theme }) => theme.colors.success700};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.brand900};
  }

  p {
    max-width: 46ch;
    color: ${({ theme }) => theme.colors.gray700};
  }
`;

const Again = styled(Button)`
  margin-top: ${({ theme }) => theme.space[2]};
`;

interface ThankYouPanelProps {
  message: ApiMessage;
  againLabel: string;
  onAgain: () => void;
}

/** Replaces a sent form: the server's thank-you, read out by moving focus to it, and a way to send another. */
export function ThankYouPanel({ message, againLabel, onAgain }: ThankYouPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Panel ref={ref} tabIndex={-1} role="status" aria-labelledby="thank-you-title" aria-describedby="thank-you-text">
      <CheckCircleIcon size={48} />
      <h2 id="thank-you-title">{message.title}</h2>
      <p id="thank-you-text">{message.message}</p>
      <Again variant="secondary" onClick={onAgain}>
        {againLabel}
      </Again>
    </Panel>
  );
}
