import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from '@/hooks/use-document-title';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface PortalPageProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** A portal screen: title, optional description and actions, then content. */
export function PortalPage({ title, description, actions, children }: PortalPageProps) {
  useDocumentTitle(title);
  return (
    <>
      <Head>
        <div>
          <h1>{title}</h1>
          {description && <Description>{description}</Description>}
        </div>
        {actions}
      </Head>
      {children}
    </>
  );
}
