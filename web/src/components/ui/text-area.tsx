import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles } from './control-styles';
import { Field } from './field';

const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 120px;
  resize: vertical;
`;

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | false | null;
  required?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input with hint and error. */
export function TextAreaField({ label, hint, error, required, id, className, rows = 5, ...rest }: TextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(control) => <TextArea rows={rows} {...rest} {...control} />}
    </Field>
  );
}
