import type { ReactNode } from 'react';
import { useFormState } from '@/lib/form-state';
import { Button, type ButtonProps } from '../button';

interface FormSubmitProps extends Omit<ButtonProps, 'type' | 'loading'> {
  /** What the button reads while the form is submitting, e.g. 'Signing In…'. */
  pendingLabel: ReactNode;
}

/** The form's submit button: disabled, with a spinner and its pending label, while submitting. */
export function FormSubmit({ pendingLabel, children, ...rest }: FormSubmitProps) {
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" loading={isSubmitting} {...rest}>
      {isSubmitting ? pendingLabel : children}
    </Button>
  );
}
