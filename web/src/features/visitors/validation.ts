/** The "Visit as a guest" schema, imported on the form's first validation or send (lib/lazy-validation.ts). */
export { visitorSchema } from '@gro/config';
