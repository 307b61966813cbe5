import { EVENT_NOT_FOUND } from '@gro/config';
import { EVENT_PAGE_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { ArrowLeftIcon } from '@/components/icons';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

const Wrapper = styled.section`
  padding: ${({ theme }) => `${theme.space[20]} 0`};
  text-align: center;

  h1 {
    font-size: clamp(1.75rem, 1.4rem + 1.6vw, 2.25rem);
    color: ${({ theme }) => theme.colors.brand900};
  }

  p {
    max-width: 48ch;
    margin: ${({ theme }) => `${theme.space[4]} auto ${theme.space[8]}`};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** /events/{id} for an id that names no event: the server answers that address 404 too. */
export function EventNotFound() {
  useDocumentTitle(EVENT_NOT_FOUND.title);
  return (
    <Wrapper>
      <Container>
        <h1>{EVENT_NOT_FOUND.title}</h1>
        <p>{EVENT_NOT_FOUND.message}</p>
        <ButtonLink to={paths.events}>
          <ArrowLeftIcon size={18} />
          {EVENT_PAGE_TEXTS.backToEvents}
        </ButtonLink>
      </Container>
    </Wrapper>
  );
}
