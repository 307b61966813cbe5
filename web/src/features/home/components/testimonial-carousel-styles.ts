import styled, { keyframes } from 'styled-components';
import { media } from '@/styles/theme';

const fadeIn = keyframes`
  from { opacity: 0; transform: translateY(6px); }
  to { opacity: 1; transform: none; }
`;

export const Frame = styled.div`
  position: relative;
  max-width: 880px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[6]} ${theme.space[8]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${media.up('md')} {
    padding: ${({ theme }) => `${theme.space[12]} ${theme.space[16]} ${theme.space[10]}`};
  }
`;

export const QuoteMark = styled.span`
  position: absolute;
  top: -24px;
  left: 50%;
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent400};
  color: ${({ theme }) => theme.colors.brand900};
  transform: translateX(-50%);
`;

/** Every slide sits in the same grid cell, so the frame keeps the height of the longest quote. */
export const Slides = styled.div`
  display: grid;
`;

export const Slide = styled.div<{ $active: boolean }>`
  grid-area: 1 / 1;
  display: flex;
  flex-direction: column;
  justify-content: center;
  visibility: ${({ $active }) => ($active ? 'visible' : 'hidden')};
  animation: ${({ $active }) => ($active ? fadeIn : 'none')} ${({ theme }) => theme.motion.normal}
    ${({ theme }) => theme.motion.easing};

  figure {
    margin: 0;
    text-align: center;
  }

  blockquote {
    margin: 0;
    font-size: clamp(1.125rem, 1rem + 0.6vw, 1.375rem);
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.gray800};
    text-wrap: pretty;
  }

  figcaption {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    margin-top: ${({ theme }) => theme.space[6]};
  }
`;

export const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.brand900};
`;

export const Role = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
`;

export const RoundButton = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.brand700};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.brand50};
    border-color: ${({ theme }) => theme.colors.brand400};
  }

  &:focus-visible {
    border-radius: 50%;
  }
`;

export const Position = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 96px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Dots = styled.span`
  display: flex;
  gap: 6px;
`;

export const Dot = styled.span<{ $active: boolean }>`
  width: ${({ $active }) => ($active ? '20px' : '8px')};
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $active }) => ($active ? theme.colors.brand500 : theme.colors.gray300)};
  transition: width ${({ theme }) => theme.motion.normal};
`;
