import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@/styles/theme';

const Card = styled.section`
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[5]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${media.up('sm')} {
    padding: ${({ theme }) => theme.space[10]};
  }

  > h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Body = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
`;

interface FormCardProps {
  /** The card's <h2>; its id `titleId` names the form. None around the thank-you, which has its own. */
  title?: string;
  titleId?: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** The card a public form, or its thank-you, sits in. */
export function FormCard({ title, titleId, lead, children }: FormCardProps) {
  if (!title) return <Card as="div">{children}</Card>;
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {lead && <Lead>{lead}</Lead>}
      <Body>{children}</Body>
    </Card>
  );
}
