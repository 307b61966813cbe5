import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/styles/theme';
import { cascadedValue } from '@/testing/css-cascade';
import { renderUi } from '@/testing/render-ui';
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
});
