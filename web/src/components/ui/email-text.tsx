import { Fragment } from 'react';
import styled from 'styled-components';

const Address = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

/**
 * An email address that wraps where a reader expects, before its '@' or before a dot of the name
 * ('jane.doe' <wbr> '@example.com'), never mid-word unless one part alone is wider than the line.
 * The text (and so copying and the accessible name) stays the address as it is.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <Address>{email}</Address>;
  const name = email.slice(0, at).split('.');
  return (
    <Address>
      {name.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <>
              <wbr />.
            </>
          )}
          {part}
        </Fragment>
      ))}
      <wbr />
      {email.slice(at)}
    </Address>
  );
}
