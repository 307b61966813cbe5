import styled from 'styled-components';
import { media } from '@/styles/theme';

/** Centres page content at the site's maximum width with responsive side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[5]};

  ${media.up('sm')} {
    padding: 0 ${({ theme }) => theme.space[8]};
  }
`;
