import styled from 'styled-components';
import { media } from '@/styles/theme';

/** The full page of the portal's gates (no company yet, a company waiting for review, two-step sign-in to set up): a card on the brand background. */
export const Page = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[8]};
  min-height: 100vh;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]}`};
  background:
    radial-gradient(circle at 85% 0%, ${({ theme }) => theme.colors.brand100} 0, transparent 45%),
    ${({ theme }) => theme.colors.brand50};

  ${media.up('sm')} {
    justify-content: center;
    padding: ${({ theme }) => `${theme.space[12]} ${theme.space[8]}`};
  }

  &:focus {
    outline: none;
  }
`;

export const Card = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: 560px;
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[6]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  text-align: center;

  ${media.up('sm')} {
    padding: ${({ theme }) => `${theme.space[12]} ${theme.space[10]}`};
  }

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    color: ${({ theme }) => theme.colors.brand900};
  }

  p {
    max-width: 46ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const IconCircle = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand100};
  color: ${({ theme }) => theme.colors.brand700};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;
