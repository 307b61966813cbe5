import { CHAPTER_SCREEN_TEXTS } from '@gro/config/screens';
import { useId } from 'react';
import styled from 'styled-components';
import { ArrowRightIcon } from '@/components/icons';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';

const texts = CHAPTER_SCREEN_TEXTS.detail;

const Box = styled.section`
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(circle at 100% 0%, rgba(63, 163, 127, 0.4) 0, transparent 55%),
    ${({ theme }) => theme.colors.brand800};
  color: ${({ theme }) => theme.colors.white};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: ${({ theme }) => `${theme.space[2]} 0 ${theme.space[5]}`};
    color: ${({ theme }) => theme.colors.brand100};
  }
`;

/** The chapter page's call to action: join, i.e. sign up (spec §2). */
export function JoinChapter({ name }: { name: string }) {
  const headingId = useId();
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.joinTitle(name)}</h2>
      <p>{texts.joinText}</p>
      <ButtonLink to={paths.signUp} variant="accent" block>
        {texts.join(name)}
        <ArrowRightIcon size={18} />
      </ButtonLink>
    </Box>
  );
}
