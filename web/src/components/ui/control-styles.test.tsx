import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/styles/theme';
import { cascadedValue } from '@/testing/css-cascade';
import { renderUi } from '@/testing/render-ui';
import { Combobox } from './combobox';
import { InputField } from './input';
import { SelectField } from './select';
import { TextAreaField } from './text-area';

const red = theme.colors.danger700;

describe('control styles', () => {
  it('keeps an invalid field red under the pointer and with focus', () => {
    renderUi(
      <>
        <InputField label="Last Name" error="Last Name is required" />
        <TextAreaField label="Message" error="Message is required" />
        <SelectField label="Chapter" error="Chapter is required" options={[{ value: 'a', label: 'A' }]} />
      </>,
    );
    for (const control of [screen.getByLabelText('Last Name'), screen.getByLabelText('Message'), screen.getByLabelText('Chapter')]) {
      expect(cascadedValue(control, 'border-color')).toBe(red);
      expect(cascadedValue(control, 'border-color', { hover: true })).toBe(red);
      expect(cascadedValue(control, 'border-color', { focusVisible: true })).toBe(red);
      expect(cascadedValue(control, 'border-color', { hover: true, focusVisible: true })).toBe(red);
    }
  });

  it('gives a valid field the hover and focus borders', () => {
    renderUi(<InputField label="First Name" />);
    const input = screen.getByLabelText('First Name');
    expect(cascadedValue(input, 'border-color', { hover: true })).toBe(theme.colors.gray500);
    expect(cascadedValue(input, 'border-color', { focusVisible: true })).toBe(theme.colors.brand500);
  });

  it("gives a type-ahead select (the event form's Chapter) the native selects' down arrow, and an address search none", () => {
    const combobox = (label: string, selectLook: boolean) => (
      <Combobox<{ id: number }>
        label={label}
        value=""
        onInputChange={() => {}}
        options={[]}
        getOptionKey={(option) => option.id}
        getOptionLabel={(option) => String(option.id)}
        onSelect={() => {}}
        loadingText="Loading..."
        emptyText={null}
        closeDelayMs={150}
        selectLook={selectLook}
      />
    );
    renderUi(
      <>
        <SelectField label="Day of Week" options={[{ value: 'Monday', label: 'Monday' }]} />
        {combobox('Chapter', true)}
        {combobox('Address', false)}
      </>,
    );
    const arrow = cascadedValue(screen.getByLabelText('Day of Week'), 'background-image');
    expect(arrow).toMatch(/^url\(/);
    expect(cascadedValue(screen.getByRole('combobox', { name: 'Chapter' }), 'background-image')).toBe(arrow);
    expect(cascadedValue(screen.getByRole('combobox', { name: 'Chapter' }), 'padding-right')).toBe(theme.space[10]);
    expect(cascadedValue(screen.getByRole('combobox', { name: 'Address' }), 'background-image')).toBeUndefined();
  });
});
