import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media } from '@/styles/theme';

export const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin-left: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.brand800};
  cursor: pointer;

  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.brand50};
  }

  ${media.up('md')} {
    display: none;
  }
`;

export const Backdrop = styled.div`
  position: fixed;
  inset: ${({ theme }) => theme.layout.headerHeight} 0 0 0;
  background: rgba(6, 46, 34, 0.35);

  ${media.up('md')} {
    display: none;
  }
`;

export const Panel = styled.nav`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100dvh - ${({ theme }) => theme.layout.headerHeight});
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]} ${theme.space[6]}`};
  background: ${({ theme }) => theme.colors.white};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${media.up('md')} {
    display: none;
  }

  ul {
    list-style: none;
  }
`;

export const MenuLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.gray800};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover,
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brand700};
    background: ${({ theme }) => theme.colors.brand50};
  }
`;

export const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  /* The page the link opens is the one shown (/signup, /signin). */
  a[aria-current='page'] {
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 5px;
  }
`;
