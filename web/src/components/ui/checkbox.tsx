import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { AlertCircleIcon } from '@/components/icons';
import { ErrorText, Hint } from './field';

const checkMark =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='white' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M5 12.5l4.5 4.5L19 7.5'/%3E%3C/svg%3E\")";

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

const Box = styled.input`
  flex: none;
  appearance: none;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  border: 1.5px solid ${({ theme }) => theme.colors.gray500};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.white} center / 14px no-repeat;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast};

  &:checked {
    background-color: ${({ theme }) => theme.colors.primary};
    background-image: ${checkMark};
    border-color: ${({ theme }) => theme.colors.primary};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger700};
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Text = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.gray800};
  cursor: pointer;
`;

const Messages = styled.div`
  margin: ${({ theme }) => `${theme.space[1]} 0 0 ${theme.space[8]}`};
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | false | null;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox with optional hint and error. */
export function Checkbox({ label, hint, error, id, className, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={className}>
      <Row>
        <Box
          type="checkbox"
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          {...rest}
        />
        <Text htmlFor={inputId}>{label}</Text>
      </Row>
      {(hint || error) && (
        <Messages>
          {hint && <Hint id={hintId}>{hint}</Hint>}
          {error && (
            <ErrorText id={errorId}>
              <AlertCircleIcon size={16} />
              {error}
            </ErrorText>
          )}
        </Messages>
      )}
    </div>
  );
}
