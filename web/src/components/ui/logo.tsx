import { COMPANY_NAME } from '@gro/config';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const LogoLink = styled(Link)<{ $inverse?: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme, $inverse }) => ($inverse ? theme.colors.white : theme.colors.brand700)};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  letter-spacing: 0.06em;
  text-decoration: none;

  &:hover {
    color: ${({ theme, $inverse }) => ($inverse ? theme.colors.brand100 : theme.colors.brand600)};
  }

  svg {
    flex: none;
  }
`;

/** The GRO mark: a sprout in a rounded square (the same drawing as the favicon). */
export function LogoMark({ size = 34 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0d4a37" />
      <path d="M32 52V30" stroke="#f5fbf8" strokeWidth="5" strokeLinecap="round" />
      <path d="M32 34c-11 0-17-6-17-17 11 0 17 6 17 17z" fill="#7fd1a8" />
      <path d="M32 30c0-10 6-16 17-16 0 10-6 16-17 16z" fill="#f2b84b" />
    </svg>
  );
}

export function Logo({ to = '/', inverse = false }: { to?: string; inverse?: boolean }) {
  return (
    <LogoLink to={to} $inverse={inverse} aria-label={`${COMPANY_NAME} home`}>
      <LogoMark />
      <span aria-hidden="true">{COMPANY_NAME}</span>
    </LogoLink>
  );
}
