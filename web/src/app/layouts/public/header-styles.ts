import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@/styles/theme';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: rgba(255, 255, 255, 0.96);
  backdrop-filter: saturate(180%) blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: ${({ theme }) => theme.layout.headerHeight};

  ${media.down('lg')} {
    > a:first-child {
      font-size: ${({ theme }) => theme.fontSizes.xl};
    }
  }

  ${media.up('lg')} {
    gap: ${({ theme }) => theme.space[6]};
  }
`;

export const DesktopNav = styled.nav`
  flex: 1;
  ${media.down('md')} {
    display: none;
  }

  ul {
    display: flex;
    justify-content: center;
    gap: 2px;
    list-style: none;
  }

  ${media.up('lg')} {
    ul {
      gap: ${({ theme }) => theme.space[1]};
    }
  }
`;

export const NavItemLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.gray700};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;

  ${media.up('lg')} {
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  &:hover {
    color: ${({ theme }) => theme.colors.brand700};
    background: ${({ theme }) => theme.colors.brand50};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brand700};
    background: ${({ theme }) => theme.colors.brand50};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export const DesktopActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  ${media.down('lg')} {
    gap: ${({ theme }) => theme.space[1]};

    a {
      min-height: 38px;
      padding: 0 ${({ theme }) => theme.space[3]};
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
  }

  ${media.down('md')} {
    display: none;
  }

  /* The page the link opens is the one shown (/signup, /signin). */
  a[aria-current='page'] {
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 5px;
  }
`;
