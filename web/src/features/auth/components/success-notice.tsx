import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button-link';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

interface SuccessNoticeProps {
  message: string;
  linkTo: string;
  linkLabel: string;
  /** 'warning' when a link could not do its job (an email confirmation that failed). */
  tone?: 'success' | 'warning';
}

/** What replaces a form once it has done its job; focus moves to the message so it is read out. */
export function SuccessNotice({ message, linkTo, linkLabel, tone = 'success' }: SuccessNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Stack>
      <Alert tone={tone} role={tone === 'success' ? 'status' : 'alert'} tabIndex={-1} ref={ref}>
        <p>{message}</p>
      </Alert>
      <ButtonLink to={linkTo} size="lg" block>
        {linkLabel}
      </ButtonLink>
    </Stack>
  );
}
