import { SELECT_MENU_MAX_HEIGHT } from '@gro/config';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { selectIndicator } from './control-styles';
import { Input } from './input';
import { Field } from './field';
import { Spinner } from './spinner';
import { VisuallyHidden } from './visually-hidden';

const Anchor = styled.div`
  position: relative;
`;

/** A combobox that picks one record looks like the other selects: the same arrow. */
const SelectInput = styled(Input)`
  ${selectIndicator}
`;

const Menu = styled.ul<{ $maxHeight: number; $above: boolean }>`
  position: absolute;
  left: 0;
  right: 0;
  ${({ $above }) => ($above ? 'bottom: calc(100% + 4px);' : 'top: calc(100% + 4px);')}
  z-index: ${({ theme }) => theme.zIndices.popup};
  max-height: ${({ $maxHeight }) => $maxHeight}px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[1]};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Option = styled.li`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  overflow-wrap: anywhere;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.brand50};
    color: ${({ theme }) => theme.colors.brand800};
    outline: 2px solid ${({ theme }) => theme.colors.brand500};
    outline-offset: -2px;
  }
`;

const Status = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface ComboboxProps<T> {
  label: ReactNode;
  /** The text in the input. */
  value: string;
  onInputChange: (text: string) => void;
  options: T[];
  getOptionKey: (option: T) => string | number;
  getOptionLabel: (option: T) => string;
  onSelect: (option: T) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  loading?: boolean;
  loadingText: string;
  /** Shown when the menu is open with no option; null shows nothing (e.g. before a search can run). */
  emptyText: string | null;
  /** How long the menu stays open after the input loses focus. */
  closeDelayMs: number;
  maxMenuHeight?: number;
  /** Below this much room under the input the menu opens upwards (react-select's minMenuHeight). */
  minMenuHeight?: number;
  placeholder?: string;
  hint?: ReactNode;
  error?: string | false | null;
  required?: boolean;
  name?: string;
  id?: string;
  autoComplete?: string;
  /** What screen readers hear when options appear, e.g. '3 suggestions available.' */
  announce?: (count: number) => string;
  /** Shows a select's down arrow: the field picks one of a list (a chapter), rather than suggesting text (an address). */
  selectLook?: boolean;
}

/**
 * A text input with a list of suggestions (WAI-ARIA combobox with listbox): opens on focus and
 * on typing, arrow keys move, Enter picks, Escape closes, and it closes `closeDelayMs` after blur.
 */
export function Combobox<T>(props: ComboboxProps<T>) {
  const { label, value, onInputChange, options, getOptionKey, getOptionLabel, onSelect, onFocus, onBlur } = props;
  const { loading = false, loadingText, emptyText, closeDelayMs, maxMenuHeight = SELECT_MENU_MAX_HEIGHT } = props;
  const { minMenuHeight, placeholder, hint, error, required, name, id, autoComplete = 'off', announce, selectLook = false } = props;
  const Control = selectLook ? SelectInput : Input;
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [above, setAbove] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);
  // A new list of options (not a new array of the same ones) resets the active option, during render.
  const optionKeys = options.map((option) => String(getOptionKey(option))).join('\n');
  const [activeFor, setActiveFor] = useState(optionKeys);
  if (activeFor !== optionKeys) {
    setActiveFor(optionKeys);
    setActive(-1);
  }

  const openMenu = () => {
    clearTimeout(closeTimer.current);
    const rect = inputRef.current?.getBoundingClientRect();
    if (rect && minMenuHeight && rect.height > 0) {
      const below = window.innerHeight - rect.bottom;
      setAbove(below < minMenuHeight && rect.top > below);
    }
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (option: T) => {
    onSelect(option);
    close();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) openMenu();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && open) {
      // Closes the menu only, not the drawer around it.
      event.stopPropagation();
      close();
    }
  };

  let status: ReactNode = null;
  if (loading) status = (
    <Status role="presentation">
      <Spinner $size={14} />
      {loadingText}
    </Status>
  );
  else if (options.length === 0 && emptyText) status = <Status role="presentation">{emptyText}</Status>;
  const expanded = open && (options.length > 0 || status !== null);
  const activeId = active >= 0 ? `${listId}-${active}` : undefined;

  return (
    <Field label={label} hint={hint} error={error} required={required} id={id}>
      {(control) => (
        <Anchor>
          <Control
            {...control}
            ref={inputRef}
            name={name}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded ? activeId : undefined}
            autoComplete={autoComplete}
            placeholder={placeholder}
            value={value}
            onChange={(event) => {
              onInputChange(event.target.value);
              openMenu();
            }}
            // The menu opens on a click, on typing or on an arrow key, not on focus alone: a form that
            // focuses its first wrong field on submit must not open a menu over itself.
            onClick={openMenu}
            onFocus={onFocus}
            onBlur={() => {
              closeTimer.current = setTimeout(close, closeDelayMs);
              onBlur?.();
            }}
            onKeyDown={handleKeyDown}
          />
          <Menu id={listId} role="listbox" hidden={!expanded} $maxHeight={maxMenuHeight} $above={above}>
            {status}
            {options.map((option, index) => (
              <Option
                key={getOptionKey(option)}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                // Keeps focus in the input, so the click is not a blur.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(option)}
                onMouseMove={() => setActive(index)}
              >
                {getOptionLabel(option)}
              </Option>
            ))}
          </Menu>
          <VisuallyHidden aria-live="polite">{announce && expanded && !loading && options.length > 0 ? announce(options.length) : ''}</VisuallyHidden>
        </Anchor>
      )}
    </Field>
  );
}
