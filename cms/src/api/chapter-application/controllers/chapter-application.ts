import { factories } from '@strapi/strapi';
import { FORM_TEXTS } from '@gro/config';
import { handlePublicForm } from '../../../notifications/staff-form';

const UID = 'api::chapter-application.chapter-application';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /**
   * POST /api/chapter/application — the start-a-chapter form. Body: firstname, lastname, email,
   * phoneNumber, phoneExt, message (and the empty honeypot `website`). 201 with a message; 400 with
   * per-field errors; 429 over 5 submissions per hour per IP. Stored as a Chapter Application and
   * emailed to CONTACT_EMAIL.
   */
  async submit(ctx) {
    await handlePublicForm(strapi, ctx, {
      uid: UID,
      subject: 'Chapter application',
      answer: FORM_TEXTS.applicationSent,
    });
  },
}));
