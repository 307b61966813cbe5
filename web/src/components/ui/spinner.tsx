import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size = 18 }) => $size}px;
  height: ${({ $size = 18 }) => $size}px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;

const LoadingBox = styled.div<{ $fullPage?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ $fullPage }) => ($fullPage ? '100vh' : '200px')};
  padding: ${({ theme }) => theme.space[8]};
  color: ${({ theme }) => theme.colors.brand600};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A centred spinner with a text that screen readers announce; `fullPage` fills the window. */
export function Loading({ label = 'Loading...', fullPage = false }: { label?: string; fullPage?: boolean }) {
  return (
    <LoadingBox role="status" aria-live="polite" $fullPage={fullPage}>
      <Spinner $size={32} />
      <span>{label}</span>
    </LoadingBox>
  );
}
