import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** A grey placeholder block with a soft shimmer, shown while content loads; hidden from assistive technology. */
export const Skeleton = styled.span.attrs({ 'aria-hidden': true })<{ $width?: string; $height?: string; $radius?: string }>`
  display: block;
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = '1em' }) => $height};
  border-radius: ${({ theme, $radius }) => $radius ?? theme.radii.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.gray100} 25%,
    ${({ theme }) => theme.colors.gray200} 50%,
    ${({ theme }) => theme.colors.gray100} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;
