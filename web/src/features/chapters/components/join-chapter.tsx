import type { Chapter } from '@gro/config';
import { CHAPTER_SCREEN_TEXTS } from '@gro/config/screens';
import { useId } from 'react';
import styled from 'styled-components';
import { ArrowRightIcon } from '@/components/icons';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { buildUrl } from '@/lib/url';

const texts = CHAPTER_SCREEN_TEXTS.detail;

// Its button wraps a long chapter name rather than pushing the arrow out.
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

  a {
    padding-block: ${({ theme }) => theme.space[2]};
    white-space: normal;
    text-align: center;

    svg {
      flex: none;
    }
  }
`;

/**
 * The chapter page's call to action (spec §2): visitors join, i.e. sign up. A signed-in member of
 * this chapter is pointed to their dashboard instead, a member of another chapter to this chapter's
 * page in the portal: neither is sent to sign up again.
 */
export function JoinChapter({ chapter }: { chapter: Pick<Chapter, 'id' | 'name'> }) {
  const headingId = useId();
  const { user } = useAuth();
  const { name } = chapter;
  let card: { title: string; text: string; action: string; to: string } = {
    title: texts.joinTitle(name),
    text: texts.joinText,
    action: texts.join(name),
    to: paths.signUp,
  };
  if (user && (user.chapterId ?? user.chapter?.id) === chapter.id) {
    card = { title: texts.memberTitle, text: texts.memberText, action: texts.memberAction, to: paths.portal.dashboard };
  } else if (user) {
    card = {
      title: texts.otherTitle(name),
      text: texts.otherText(name, user.chapter?.name ?? null),
      action: texts.otherAction(name),
      to: buildUrl(paths.portal.chapter, { params: { chapterId: chapter.id } }),
    };
  }
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{card.title}</h2>
      <p>{card.text}</p>
      <ButtonLink to={card.to} variant="accent" block>
        {card.action}
        <ArrowRightIcon size={18} />
      </ButtonLink>
    </Box>
  );
}
