import { css } from 'styled-components';

/**
 * Shared look of text inputs, text areas and selects; aria-invalid turns the border red, and it
 * stays red under the pointer and with focus (the hover border leaves invalid fields alone, so
 * it never outranks them).
 */
export const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};

  &::placeholder {
    color: ${({ theme }) => theme.colors.gray500};
  }

  &:hover:not(:disabled):not([aria-invalid='true']) {
    border-color: ${({ theme }) => theme.colors.gray500};
  }

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.brand500};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.brand200};
  }

  &[aria-invalid='true'],
  &[aria-invalid='true']:focus-visible {
    border-color: ${({ theme }) => theme.colors.danger700};
  }

  &[aria-invalid='true']:focus-visible {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.danger100};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.gray100};
    color: ${({ theme }) => theme.colors.gray500};
    cursor: not-allowed;
  }

  /* Shown, not changed (a chapter leader's chapter name): greyed, its text still easy to read. */
  &[readonly] {
    background: ${({ theme }) => theme.colors.gray100};
    color: ${({ theme }) => theme.colors.gray700};
  }
`;

const chevron =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2356645f' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E\")";

/** The down arrow of every select, native or type-ahead (the chapter and company pickers), with room kept for it. */
export const selectIndicator = css`
  padding-right: ${({ theme }) => theme.space[10]};
  background-image: ${chevron};
  background-repeat: no-repeat;
  background-position: right 12px center;
  background-size: 18px;
`;
