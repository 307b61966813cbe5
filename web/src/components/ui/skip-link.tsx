import styled from 'styled-components';

export const MAIN_CONTENT_ID = 'main-content';

const Anchor = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndices.toast + 1};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand900};
  color: ${({ theme }) => theme.colors.white};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transform: translateY(-200%);

  &:focus-visible,
  &:focus {
    transform: none;
    color: ${({ theme }) => theme.colors.white};
  }
`;

/** First focusable element of every layout: jumps past the navigation. */
export function SkipLink() {
  return <Anchor href={`#${MAIN_CONTENT_ID}`}>Skip to main content</Anchor>;
}
