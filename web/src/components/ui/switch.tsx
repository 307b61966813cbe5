import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const Track = styled.input`
  position: relative;
  flex: none;
  appearance: none;
  width: 44px;
  height: 24px;
  margin: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gray400};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast};

  &::before {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.white};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }

  &:checked {
    background: ${({ theme }) => theme.colors.primary};
  }

  &:checked::before {
    transform: translateX(20px);
  }

  &:focus-visible {
    outline-offset: 3px;
    border-radius: ${({ theme }) => theme.radii.pill};
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Text = styled.label`
  color: ${({ theme }) => theme.colors.gray800};
  cursor: pointer;
`;

interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: ReactNode;
  /** Keeps the label for screen readers only, e.g. in a table cell whose column says it all. */
  hideLabel?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** An on/off toggle: a checkbox with role="switch", so it works with forms and announces on/off. */
export function Switch({ label, hideLabel = false, id, className, ...rest }: SwitchProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Wrapper className={className}>
      <Track type="checkbox" role="switch" id={inputId} {...rest} />
      {hideLabel ? (
        <VisuallyHidden as="label" htmlFor={inputId}>
          {label}
        </VisuallyHidden>
      ) : (
        <Text htmlFor={inputId}>{label}</Text>
      )}
    </Wrapper>
  );
}
