/** The contact and start-a-chapter schemas, imported on the form's first validation or send (lib/lazy-validation.ts). */
export { chapterApplicationSchema, contactSchema } from '@gro/config';
