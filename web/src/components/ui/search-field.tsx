import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styled from 'styled-components';
import { SearchIcon } from '@/components/icons';
import { useMediaQuery } from '@/hooks/use-media-query';
import { media, narrowerThan } from '@/styles/theme';
import { Input } from './input';
import { VisuallyHidden } from './visually-hidden';

const clearIcon =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2356645f' stroke-width='2.5' stroke-linecap='round'%3E%3Cpath d='M6 6l12 12M18 6L6 18'/%3E%3C/svg%3E\")";

const Wrapper = styled.div`
  position: relative;

  svg {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space[4]};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.gray500};
    pointer-events: none;
  }

  input {
    min-height: 52px;
    padding-left: ${({ theme }) => theme.space[12]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    text-overflow: ellipsis;
  }

  ${media.down('sm')} {
    input {
      font-size: ${({ theme }) => theme.fontSizes.md};
    }
  }

  input::-webkit-search-cancel-button {
    appearance: none;
    width: 18px;
    height: 18px;
    background: ${clearIcon} center / 18px no-repeat;
    cursor: pointer;
  }
`;

interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The label screen readers read; the placeholder and icon say it on screen. */
  label: string;
  /** A shorter placeholder for a phone, where the full one would be cut. */
  placeholderShort?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A search box with a magnifier icon and a visually hidden label; on a phone it shows the short placeholder, if any. */
export function SearchField({ label, id, className, placeholder, placeholderShort, ...rest }: SearchFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const narrow = useMediaQuery(narrowerThan('sm'));
  return (
    <Wrapper className={className}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        {label}
      </VisuallyHidden>
      <SearchIcon size={20} />
      <Input type="search" id={inputId} autoComplete="off" placeholder={narrow && placeholderShort ? placeholderShort : placeholder} {...rest} />
    </Wrapper>
  );
}
