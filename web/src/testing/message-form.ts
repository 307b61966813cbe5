import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

interface MessageFormValues {
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string;
  phoneExt?: string;
  message: string;
}

/** Fills the contact / start-a-chapter form as a visitor would (the message is pasted); returns the user. */
export async function fillMessageForm(values: MessageFormValues) {
  const actor = userEvent.setup();
  await actor.type(screen.getByLabelText(/^First Name/), values.firstname);
  await actor.type(screen.getByLabelText(/^Last Name/), values.lastname);
  await actor.type(screen.getByLabelText(/^Email Address/), values.email);
  await actor.type(screen.getByLabelText(/^Phone Number/), values.phoneNumber);
  if (values.phoneExt) await actor.type(screen.getByLabelText(/^Extension/), values.phoneExt);
  await actor.click(screen.getByLabelText(/^Message/));
  await actor.paste(values.message);
  return actor;
}
