import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { BrandPanel } from './brand-panel';
import { Body, Card, Content, Footer, Page, Tagline } from './auth-layout-styles';

interface AuthLayoutProps {
  /** The screen's <h1>. */
  title: string;
  /** Browser tab title when it differs from the heading. */
  documentTitle?: string;
  tagline?: ReactNode;
  /** Links below the form, e.g. to sign up. */
  footer?: ReactNode;
  /** A wider form area (sign-up's two-column fields). */
  wide?: boolean;
  children: ReactNode;
}

/** The card the sign-in, sign-up, forgot and reset screens share, with a brand panel on desktop. */
export function AuthLayout({ title, documentTitle, tagline, footer, wide = false, children }: AuthLayoutProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <Page>
      <Card $wide={wide}>
        <BrandPanel />
        <Body>
          <h1>{title}</h1>
          {tagline && <Tagline>{tagline}</Tagline>}
          <Content>{children}</Content>
          {footer && <Footer>{footer}</Footer>}
        </Body>
      </Card>
    </Page>
  );
}
