import { type Chapter } from '@gro/config';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowRightIcon, CalendarIcon, MapPinIcon } from '@/components/icons';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { buildUrl } from '@/lib/url';
import { meetingSummary } from '../utils/meeting-summary';

const Item = styled(Card).attrs({ as: 'li', $interactive: true })`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  border-top: 4px solid ${({ theme }) => theme.colors.brand500};

  &:has(a:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};

  a {
    color: ${({ theme }) => theme.colors.brand900};
    text-decoration: none;
  }

  /* The whole card is the link's target. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  a:focus-visible {
    outline: none;
  }
`;

const Facts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.gray700};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.brand500};
  }
`;

const Description = styled.p`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.link};
`;

/** A chapter in the listing: name (the link to its page), place, meeting time and a short description. */
export function ChapterCard({ chapter }: { chapter: Chapter }) {
  const place = [chapter.city, chapter.state].filter(Boolean).join(', ');
  const meets = meetingSummary(chapter);
  return (
    <Item>
      <Name>
        <Link to={buildUrl(paths.chapter, { params: { slug: chapter.slug } })}>{chapter.name}</Link>
      </Name>
      {(place || meets) && (
        <Facts>
          {place && (
            <li>
              <MapPinIcon size={18} />
              {place}
            </li>
          )}
          {meets && (
            <li>
              <CalendarIcon size={18} />
              {meets}
            </li>
          )}
        </Facts>
      )}
      {chapter.description && <Description>{chapter.description}</Description>}
      <More aria-hidden="true">
        View chapter <ArrowRightIcon size={16} />
      </More>
    </Item>
  );
}
