import styled from 'styled-components';
import { media } from '@/styles/theme';

export const Page = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]} ${theme.space[12]}`};
  background:
    radial-gradient(circle at 85% 0%, ${({ theme }) => theme.colors.brand100} 0, transparent 45%),
    ${({ theme }) => theme.colors.brand50};

  ${media.up('sm')} {
    padding: ${({ theme }) => `${theme.space[12]} ${theme.space[8]} ${theme.space[16]}`};
  }
`;

export const Card = styled.div<{ $wide: boolean }>`
  display: grid;
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '1120px' : '960px')};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${media.up('md')} {
    grid-template-columns: ${({ $wide }) => ($wide ? '2fr 3fr' : '1fr 1fr')};
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[5]}`};

  ${media.up('sm')} {
    padding: ${({ theme }) => `${theme.space[10]} ${theme.space[12]}`};
  }

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

export const Tagline = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Content = styled.div`
  margin-top: ${({ theme }) => theme.space[8]};
`;

export const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space[8]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
