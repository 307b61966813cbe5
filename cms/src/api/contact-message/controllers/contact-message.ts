import { factories } from '@strapi/strapi';
import { FORM_TEXTS } from '@gro/config';
import { handlePublicForm } from '../../../notifications/staff-form';

const UID = 'api::contact-message.contact-message';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** POST /api/contact: stored for staff and emailed to CONTACT_EMAIL. */
  async submit(ctx) {
    await handlePublicForm(strapi, ctx, { uid: UID, subject: 'Contact form', answer: FORM_TEXTS.contactSent });
  },
}));
