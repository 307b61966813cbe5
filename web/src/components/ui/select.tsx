import { SELECT_TYPEAHEAD_RESET_MS } from '@gro/config';
import { useEffect, useRef, type KeyboardEvent, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, selectIndicator } from './control-styles';
import { Field } from './field';

const NativeSelect = styled.select`
  ${controlStyles}
  ${selectIndicator}
  appearance: none;
  cursor: pointer;

  &:has(option[data-placeholder]:checked) {
    color: ${({ theme }) => theme.colors.gray500};
  }
`;

interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
  /** The heading the option is listed under (an optgroup); options of one group come together. */
  group?: string;
}

/** Consecutive options of one group under its heading; options without one stand alone. */
function groupsOf(options: SelectOption[]): { group?: string; options: SelectOption[] }[] {
  const groups: { group?: string; options: SelectOption[] }[] = [];
  for (const option of options) {
    const last = groups.at(-1);
    if (last && option.group !== undefined && last.group === option.group) last.options.push(option);
    else groups.push({ group: option.group, options: [option] });
  }
  return groups;
}

const optionOf = (option: SelectOption) => (
  <option key={option.value} value={option.value} disabled={option.disabled}>
    {option.label}
  </option>
);

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

/** The option `typed` names: the first whose label starts with it; one letter typed again moves to the next such option. */
function findTyped(select: HTMLSelectElement, typed: string): HTMLOptionElement | undefined {
  const choices = Array.from(select.options).filter((option) => !option.disabled && !('placeholder' in option.dataset));
  const repeated = typed.length > 1 && [...typed].every((char) => char === typed[0]);
  const prefix = repeated ? typed[0] : typed;
  const matching = choices.filter((option) => option.text.toLowerCase().startsWith(prefix));
  if (!repeated && typed.length > 1) return matching[0];
  const current = matching.findIndex((option) => option.selected);
  return matching[(current + 1) % matching.length] ?? matching[0];
}

/**
 * Type-ahead (spec §9): letters typed within SELECT_TYPEAHEAD_RESET_MS of each other pick the
 * option whose label starts with them, the same in every browser; then the typed text resets.
 */
function useTypeahead() {
  const typed = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (event: KeyboardEvent<HTMLSelectElement>) => {
    const { key } = event;
    if (key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    // Space opens the list unless it is part of a label being typed.
    if (key === ' ' && typed.current === '') return;
    event.preventDefault();
    clearTimeout(timer.current);
    typed.current += key.toLowerCase();
    timer.current = setTimeout(() => (typed.current = ''), SELECT_TYPEAHEAD_RESET_MS);
    const select = event.currentTarget;
    const match = findTyped(select, typed.current);
    if (!match || match.selected) return;
    select.value = match.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
}

/** A native select, styled, with label, optional placeholder choice, hint, error and type-ahead. */
export function SelectField({ label, options, placeholder, hint, error, required, id, className, onKeyDown, ...rest }: SelectFieldProps) {
  const typeahead = useTypeahead();
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <NativeSelect
          {...rest}
          {...control}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            if (!event.defaultPrevented) typeahead(event);
          }}
        >
          {placeholder !== undefined && (
            <option value="" data-placeholder="">
              {placeholder}
            </option>
          )}
          {groupsOf(options).map(({ group, options: some }) =>
            group === undefined ? (
              some.map(optionOf)
            ) : (
              <optgroup key={`group:${group}`} label={group}>
                {some.map(optionOf)}
              </optgroup>
            ),
          )}
        </NativeSelect>
      )}
    </Field>
  );
}
