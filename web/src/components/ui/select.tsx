import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles } from './control-styles';
import { Field } from './field';

const chevron =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2356645f' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E\")";

const NativeSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[10]};
  background-image: ${chevron};
  background-repeat: no-repeat;
  background-position: right 12px center;
  background-size: 18px;
  cursor: pointer;

  &:has(option[data-placeholder]:checked) {
    color: ${({ theme }) => theme.colors.gray500};
  }
`;

interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> {
  label: ReactNode;
  options: SelectOption[];
  /** Shown as the empty first choice, e.g. 'Select a chapter'. */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | false | null;
  required?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select, styled, with label, optional placeholder choice, hint and error. */
export function SelectField({ label, options, placeholder, hint, error, required, id, className, ...rest }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <NativeSelect {...rest} {...control}>
          {placeholder !== undefined && (
            <option value="" data-placeholder="">
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
