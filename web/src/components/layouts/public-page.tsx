import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { media } from '@/styles/theme';

const Band = styled.section`
  padding: ${({ theme }) => `${theme.space[12]} 0 ${theme.space[10]}`};
  background:
    radial-gradient(circle at 85% 0%, ${({ theme }) => theme.colors.brand100} 0, transparent 45%),
    ${({ theme }) => theme.colors.brand50};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${media.up('md')} {
    padding: ${({ theme }) => `${theme.space[16]} 0 ${theme.space[12]}`};
  }

  h1 {
    max-width: 20ch;
    font-size: clamp(2rem, 1.4rem + 2.6vw, 3rem);
    color: ${({ theme }) => theme.colors.brand900};

    em {
      font-style: normal;
      color: ${({ theme }) => theme.colors.brand500};
    }
  }
`;

const Lead = styled.p`
  max-width: 60ch;
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.gray700};
`;

const Body = styled.div`
  padding: ${({ theme }) => `${theme.space[10]} 0 ${theme.space[16]}`};
`;

interface PublicPageProps {
  /** The page's <h1>. */
  title: string;
  /** The <h1>'s content when it is richer than `title` (e.g. a part in <em> to accent it); same words. */
  heading?: ReactNode;
  /** Browser tab title when it differs from the heading ('<documentTitle> | GRO'). */
  documentTitle?: string;
  /** The page's <meta name="description"> (one or two sentences for search results). */
  description?: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** A public screen: a heading band with the title, then the page content. */
export function PublicPage({ title, heading, documentTitle, description, lead, children }: PublicPageProps) {
  useDocumentTitle(documentTitle ?? title, { description });
  return (
    <>
      <Band>
        <Container>
          <h1>{heading ?? title}</h1>
          {lead && <Lead>{lead}</Lead>}
        </Container>
      </Band>
      {children && (
        <Body>
          <Container>{children}</Container>
        </Body>
      )}
    </>
  );
}
