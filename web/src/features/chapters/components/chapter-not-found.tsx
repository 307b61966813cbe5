import { CHAPTER_NOT_FOUND, GENERAL_ERROR_MESSAGE } from '@gro/config';
import { CHAPTER_SCREEN_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { ArrowLeftIcon, MapPinIcon } from '@/components/icons';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';

const Wrapper = styled.section`
  padding: ${({ theme }) => `${theme.space[20]} 0`};
  text-align: center;

  h1 {
    margin-top: ${({ theme }) => theme.space[5]};
    font-size: clamp(1.75rem, 1.4rem + 1.6vw, 2.25rem);
    color: ${({ theme }) => theme.colors.brand900};
  }

  p {
    max-width: 48ch;
    margin: ${({ theme }) => `${theme.space[4]} auto ${theme.space[8]}`};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const IconCircle = styled.span`
  display: inline-grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand50};
  color: ${({ theme }) => theme.colors.brand600};
`;

/** The server's message (e.g. the 404's), unless the client had to make one up because the answer carried none. */
function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.message && error.message !== GENERAL_ERROR_MESSAGE ? error.message : null;
}

/** The chapter detail's error view (spec §2): 'Chapter Not Found' with the error's message or the default text. */
export function ChapterNotFound({ error }: { error?: unknown }) {
  useDocumentTitle(CHAPTER_NOT_FOUND.title);
  return (
    <Wrapper>
      <Container>
        <IconCircle>
          <MapPinIcon size={28} />
        </IconCircle>
        <h1>{CHAPTER_NOT_FOUND.title}</h1>
        <p>{serverMessage(error) ?? CHAPTER_NOT_FOUND.message}</p>
        <ButtonLink to={paths.chapters}>
          <ArrowLeftIcon size={18} />
          {CHAPTER_SCREEN_TEXTS.detail.backToChapters}
        </ButtonLink>
      </Container>
    </Wrapper>
  );
}
