import { ADDRESS_SUGGESTIONS_CLOSE_DELAY_MS, SELECT_MENU_MAX_HEIGHT, SELECT_MENU_MIN_HEIGHT } from '@gro/config';
import { SELECT_TEXTS } from '@gro/config/screens';
import { useState, type ReactNode } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useFormField } from '@/lib/form-state';
import { Combobox } from '../combobox';
import { shownError } from './form-input';

interface SearchOptions<T> {
  options: T[];
  isLoading: boolean;
}

interface FormSearchSelectProps<T> {
  /** The Formik field holding the chosen record's id, or null. */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** The chosen record's name when the form opens on an existing one. */
  initialText?: string;
  /** The options for the typed text (SELECT_PAGE_SIZE at most); `enabled` is false until the field is used. */
  useOptions: (text: string, enabled: boolean) => SearchOptions<T>;
  getOptionLabel: (option: T) => string;
}

/**
 * A remote select bound to a Formik id field (spec §8, §9): type to search, 'Select...',
 * 'Loading...' and 'No options', a menu of 140 to 300 px. Typing clears the choice until an option is picked.
 */
export function FormSearchSelect<T extends { id: number }>(props: FormSearchSelectProps<T>) {
  const { name, label, hint, required, initialText = '', useOptions, getOptionLabel } = props;
  const [, meta, helpers] = useFormField<number | null>(name);
  const [text, setText] = useState(initialText);
  const [focused, setFocused] = useState(false);
  const query = useDebouncedValue(text);
  const { options, isLoading } = useOptions(query, focused || text !== '');

  return (
    <Combobox<T>
      name={name}
      label={label}
      hint={hint}
      required={required}
      error={shownError(meta)}
      placeholder={SELECT_TEXTS.placeholder}
      value={text}
      onInputChange={(next) => {
        setText(next);
        if (meta.value !== null) void helpers.setValue(null);
      }}
      options={options}
      getOptionKey={(option) => option.id}
      getOptionLabel={getOptionLabel}
      onSelect={(option) => {
        setText(getOptionLabel(option));
        void helpers.setValue(option.id);
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => void helpers.setTouched(true)}
      loading={isLoading}
      loadingText={SELECT_TEXTS.loading}
      emptyText={SELECT_TEXTS.noOptions}
      closeDelayMs={ADDRESS_SUGGESTIONS_CLOSE_DELAY_MS}
      maxMenuHeight={SELECT_MENU_MAX_HEIGHT}
      minMenuHeight={SELECT_MENU_MIN_HEIGHT}
      selectLook
    />
  );
}
