import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useDocumentTitle } from '@/hooks/use-document-title';

const Wrapper = styled.section`
  padding: ${({ theme }) => `${theme.space[20]} 0`};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    color: ${({ theme }) => theme.colors.brand900};
  }

  p {
    max-width: 52ch;
    margin: ${({ theme }) => `${theme.space[4]} auto ${theme.space[8]}`};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Shown when a screen fails to load or render (e.g. its code changed after a new release). */
export default function RouteError() {
  useDocumentTitle('Something went wrong');
  return (
    <Wrapper role="alert">
      <Container>
        <h1>Something went wrong</h1>
        <p>
          This page could not be displayed. Reloading usually fixes it; if not, please try
          again in a few minutes.
        </p>
        <Button onClick={() => window.location.reload()}>Reload page</Button>
      </Container>
    </Wrapper>
  );
}
