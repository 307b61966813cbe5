import { BLOG_MESSAGES } from '@gro/config';
import { BLOG_SCREEN_TEXTS } from '@gro/config/screens';
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

/** /blog/{slug} of no published post (a draft, a removed or mistyped one): the server answers it 404 too. */
export function PostNotFound() {
  useDocumentTitle(BLOG_MESSAGES.postNotFound.title);
  return (
    <Wrapper>
      <Container>
        <h1>{BLOG_MESSAGES.postNotFound.title}</h1>
        <p>{BLOG_MESSAGES.postNotFound.message}</p>
        <ButtonLink to={paths.blog}>
          <ArrowLeftIcon size={18} />
          {BLOG_SCREEN_TEXTS.post.backToBlog}
        </ButtonLink>
      </Container>
    </Wrapper>
  );
}
