import type { AnchorHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './button-styles';

const StyledAnchor = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

interface ButtonAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link to another site that looks like a button (ButtonLink is for the SPA's own routes). */
export function ButtonAnchor({ variant, size, block, ...rest }: ButtonAnchorProps) {
  return <StyledAnchor $variant={variant} $size={size} $block={block} {...rest} />;
}
