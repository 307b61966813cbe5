import type { ReactNode } from 'react';
import styled from 'styled-components';

const Intro = styled.div`
  max-width: 680px;
  margin: 0 auto ${({ theme }) => theme.space[12]};
  text-align: center;
`;

const Eyebrow = styled.p`
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.brand600};
`;

const Title = styled.h2`
  font-size: clamp(1.75rem, 1.3rem + 1.8vw, 2.5rem);
  color: ${({ theme }) => theme.colors.brand900};
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A home section's centred eyebrow, <h2> (with `id` for aria-labelledby) and optional lead. */
export function SectionIntro({
  id,
  eyebrow,
  title,
  lead,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
}) {
  return (
    <Intro>
      <Eyebrow>{eyebrow}</Eyebrow>
      <Title id={id}>{title}</Title>
      {lead && <Lead>{lead}</Lead>}
    </Intro>
  );
}
