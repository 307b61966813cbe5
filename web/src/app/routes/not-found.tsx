import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

const Wrapper = styled.section`
  padding: ${({ theme }) => `${theme.space[20]} 0`};
  text-align: center;

  p:first-child {
    font-size: ${({ theme }) => theme.fontSizes['5xl']};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
    color: ${({ theme }) => theme.colors.brand200};
  }

  h1 {
    margin-top: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
    color: ${({ theme }) => theme.colors.brand900};
  }

  p {
    max-width: 48ch;
    margin: ${({ theme }) => theme.space[4]} auto 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }

`;

/** Its own element: a bare 'div' rule also caught the Container and laid the whole page out in one row. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
`;

const NOT_FOUND_TITLE = 'Page Not Found';

/** The 404 screen, inside whichever layout the unknown address belongs to. */
export default function NotFoundRoute({ homePath = paths.home }: { homePath?: string }) {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <Wrapper>
      <Container>
        <p aria-hidden="true">404</p>
        <h1>{NOT_FOUND_TITLE}</h1>
        <p>The page you are looking for does not exist or has moved.</p>
        <Actions>
          <ButtonLink to={homePath}>{homePath === paths.home ? 'Back to Home' : 'Back to Dashboard'}</ButtonLink>
          {homePath === paths.home && (
            <ButtonLink to={paths.chapters} variant="secondary">
              Explore Chapters
            </ButtonLink>
          )}
        </Actions>
      </Container>
    </Wrapper>
  );
}
