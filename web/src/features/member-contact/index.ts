/** "Contact": a message through GRO to a member whose email and phone the viewer may not see (their card, their profile, the users table). */
export { ContactButton } from './components/contact-button';
