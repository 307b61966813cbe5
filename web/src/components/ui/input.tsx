import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { controlStyles } from './control-styles';
import { Field } from './field';

export const Input = styled.input`
  ${controlStyles}
`;

export interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | false | null;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with hint and error. */
export function InputField({ label, hint, error, required, id, className, ...rest }: InputFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => <Input {...rest} {...control} />}
    </Field>
  );
}
