import { type Terms } from '@gro/config';
import { PUBLIC_SCREEN_TEXTS, lastUpdated } from '@gro/config/screens';
import styled from 'styled-components';
import { PlainText } from '@/components/ui/plain-text';
import { formatDate } from '@/lib/format';
import { media } from '@/styles/theme';
import { sectionAnchors } from '../utils/section-anchors';

const texts = PUBLIC_SCREEN_TEXTS.terms;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};

  ${media.up('md')} {
    grid-template-columns: 260px minmax(0, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space[12]};
  }
`;

const Contents = styled.nav`
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  ${media.up('md')} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[6]});
    max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight} - ${({ theme }) => theme.space[12]});
    overflow-y: auto;
  }

  h2 {
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.gray700};
  }

  ol {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding-left: ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  li::marker {
    color: ${({ theme }) => theme.colors.gray500};
  }

  a {
    display: block;
    padding: 2px 0;
    color: ${({ theme }) => theme.colors.gray800};
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.brand600};
    text-decoration: underline;
  }
`;

const Article = styled.article`
  max-width: 72ch;
  color: ${({ theme }) => theme.colors.gray800};
`;

const Updated = styled.p`
  margin-bottom: ${({ theme }) => theme.space[8]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Section = styled.section`
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space[4]});

  & + & {
    margin-top: ${({ theme }) => theme.space[10]};
    padding-top: ${({ theme }) => theme.space[10]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  h2 {
    margin-bottom: ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

/** The terms: a table of contents linking to each section, the date of the last change, then the sections. */
export function TermsDocument({ terms }: { terms: Terms }) {
  const anchors = sectionAnchors(terms.sections);
  const updated = /^\d{4}-\d{2}-\d{2}$/.test(terms.lastUpdated ?? '') ? formatDate(terms.lastUpdated) : '';
  return (
    <Layout>
      <Contents aria-labelledby="terms-contents">
        <h2 id="terms-contents">{texts.contents}</h2>
        <ol>
          {terms.sections.map((section, index) => (
            <li key={anchors[index]}>
              <a href={`#${anchors[index]}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </Contents>
      <Article>
        {updated && (
          <Updated>
            <time dateTime={terms.lastUpdated ?? undefined}>{lastUpdated(updated)}</time>
          </Updated>
        )}
        {terms.sections.map((section, index) => (
          <Section key={anchors[index]} id={anchors[index]} aria-labelledby={`${anchors[index]}-heading`}>
            <h2 id={`${anchors[index]}-heading`}>{section.heading}</h2>
            <PlainText text={section.body} />
          </Section>
        ))}
      </Article>
    </Layout>
  );
}
