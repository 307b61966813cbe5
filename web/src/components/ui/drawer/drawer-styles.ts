import styled, { css, keyframes } from 'styled-components';
import { media } from '@/styles/theme';
import { FormActions } from '../form/form-layout';

export type DrawerSide = 'left' | 'right';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;
const slideIn = (side: DrawerSide) => keyframes`
  from { transform: translateX(${side === 'right' ? '100%' : '-100%'}); }
  to { transform: translateX(0); }
`;
const slideOut = (side: DrawerSide) => keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(${side === 'right' ? '100%' : '-100%'}); }
`;

export const Overlay = styled.div<{ $closing: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background: rgba(6, 46, 34, 0.45);
  animation: ${({ $closing }) => ($closing ? fadeOut : fadeIn)} ${({ theme }) => theme.motion.normal} ease forwards;
`;

export const Panel = styled.div<{ $side: DrawerSide; $closing: boolean; $width: string }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => ($side === 'right' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndices.drawer};
  display: flex;
  flex-direction: column;
  width: min(${({ $width }) => $width}, 100vw);
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${({ $side, $closing, theme }) => css`
    animation: ${$closing ? slideOut($side) : slideIn($side)} ${theme.motion.normal} ${theme.motion.easing} forwards;
  `}
  ${({ $closing }) => $closing && 'pointer-events: none;'}

  &:focus-visible {
    outline: none;
  }
`;

// The title takes the header's whole width (not balanced into a narrow column) and wraps, never
// squeezing the close button; on a phone (~300 px of title) a size smaller keeps an event's long
// title to two lines. (Comments stay out of the CSS, which every page downloads.)
export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[4]} ${theme.space[6]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    flex: 1;
    min-width: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    text-wrap: pretty;
    overflow-wrap: anywhere;
  }

  ${media.down('sm')} {
    h2 {
      font-size: ${({ theme }) => theme.fontSizes.lg};
    }
  }
`;

/**
 * The drawer's scrolling content. A form's last row of buttons (Cancel, Save) stays in sight at the
 * drawer's foot while a long form scrolls, over the fields as a bar of its own. A drawer of several
 * parts puts each in a tab (DrawerTabs), so no part follows a form's buttons. A form inside a section
 * of its own (add a leader) keeps its buttons in its flow.
 */
export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[6]};

  form ${FormActions}:last-child {
    position: sticky;
    /* Flush with the drawer's foot: a sticky box keeps clear of its scroller's padding otherwise. */
    bottom: -${({ theme }) => theme.space[6]};
    z-index: ${({ theme }) => theme.zIndices.sticky};
    margin: 0 -${({ theme }) => theme.space[6]};
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
    background: ${({ theme }) => theme.colors.white};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  /* A small form inside a section of its own (add a leader) keeps its button in its flow. */
  section form ${FormActions}:last-child {
    position: static;
    margin: 0;
    padding: 0;
    background: none;
    border-top: 0;
  }
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

// Its icon keeps its size: the global rule caps an svg at its box's width.
export const CloseButton = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.gray700};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.gray100};
  }

  svg {
    flex: none;
    max-width: none;
  }
`;
