import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { Checkbox } from './checkbox';
import { InputField } from './input';
import { PasswordField } from './password-input';
import { SelectField } from './select';
import { Switch } from './switch';

describe('form fields', () => {
  it('ties the label, hint and error to the input', () => {
    renderUi(<InputField label="Email Address" hint="We never share it." error="Must be a valid email address" required />);
    const input = screen.getByRole('textbox', { name: /Email Address/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Must be a valid email address');
  });

  it("shows a password's hint only while there is no error saying the same", () => {
    const { unmount } = renderUi(<PasswordField label="Password" hint="At least 8 characters." />);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
    unmount();
    renderUi(<PasswordField label="Password" hint="At least 8 characters." error="Password must be at least 8 characters" />);
    expect(screen.queryByText('At least 8 characters.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 8 characters');
  });

  it('is valid without an error', () => {
    renderUi(<InputField label="First Name" />);
    expect(screen.getByRole('textbox', { name: 'First Name' })).not.toHaveAttribute('aria-invalid');
  });

  it('offers a placeholder choice in a select', () => {
    renderUi(<SelectField label="Chapter" placeholder="Select a chapter" options={[{ value: 1, label: 'Detroit' }]} defaultValue="" />);
    const select = screen.getByRole('combobox', { name: 'Chapter' });
    expect(select).toHaveDisplayValue('Select a chapter');
  });

  it('labels checkboxes and switches', async () => {
    const user = userEvent.setup();
    renderUi(
      <>
        <Checkbox label="Terms and Conditions" error="Terms and Conditions is required" />
        <Switch label="Email" />
      </>,
    );
    const terms = screen.getByRole('checkbox', { name: 'Terms and Conditions' });
    expect(terms).toHaveAccessibleDescription('Terms and Conditions is required');
    const toggle = screen.getByRole('switch', { name: 'Email' });
    await user.click(toggle);
    expect(toggle).toBeChecked();
  });

  it('shows and hides a password with a toggle tied to the input', async () => {
    renderUi(<PasswordField label="Password" error="Password is required" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('Password is required');
    expect(toggle).toHaveAttribute('aria-controls', input.id);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });
});
