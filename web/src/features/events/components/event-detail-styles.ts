import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { media } from '@/styles/theme';

/** Phones: one column, the calendar link and RSVP right after the facts. From md: the details and a side column. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[8]};

  ${media.up('md')} {
    grid-template-columns: minmax(0, 1fr) 340px;
    align-items: start;
    column-gap: ${({ theme }) => theme.space[10]};
  }
`;

export const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  min-width: 0;
`;

export const Section = styled.section`
  > h2 {
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

export const Side = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};

  ${media.up('md')} {
    position: sticky;
    top: ${({ theme }) => theme.space[6]};
    grid-column: 2;
    grid-row: 1;
  }
`;

export const Facts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  color: ${({ theme }) => theme.colors.gray800};

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
  }

  li > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.brand500};
  }
`;

export const Muted = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Text = styled.p`
  max-width: 68ch;
  color: ${({ theme }) => theme.colors.gray700};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const Dates = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.white};
  }
`;

export const Lead = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.link};
  }
`;

export const MapBox = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`;

export const ChapterLine = styled.p`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.gray800};

  svg {
    color: ${({ theme }) => theme.colors.brand500};
  }

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.link};
  }
`;
