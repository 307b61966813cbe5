import { AUTH_SCREEN_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import styled from 'styled-components';
import { EyeIcon, EyeOffIcon } from '@/components/icons';
import { Field } from './field';
import { Input, type InputFieldProps } from './input';

const Box = styled.div`
  position: relative;

  input {
    padding-right: 52px;
  }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: 4px;
  display: grid;
  place-items: center;
  width: 40px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.gray600};
  transform: translateY(-50%);
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.gray100};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const { show, hide } = AUTH_SCREEN_TEXTS.password;

export type PasswordFieldProps = Omit<InputFieldProps, 'type'>;

/**
 * A labelled password input with a show/hide toggle (a pressed button while the password shows).
 * The hint ('At least 8 characters.') steps aside while an error shows: the error says it already.
 */
export function PasswordField({ label, hint, error, required, id, className, ...rest }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={error ? undefined : hint} error={error} required={required} id={id} className={className}>
      {(control) => (
        <Box>
          <Input autoCapitalize="none" spellCheck={false} {...rest} {...control} type={visible ? 'text' : 'password'} />
          <Toggle
            type="button"
            aria-label={visible ? hide : show}
            aria-pressed={visible}
            aria-controls={control.id}
            onClick={() => setVisible((value) => !value)}
          >
            {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          </Toggle>
        </Box>
      )}
    </Field>
  );
}
