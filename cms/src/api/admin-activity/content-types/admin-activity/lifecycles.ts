import { errors } from '@strapi/utils';

/** Thrown for any change or removal of an entry, whoever asks (the portal, the Strapi admin, a script). */
const refuse = () => {
  throw new errors.ForbiddenError('Admin activity entries are a permanent record: they cannot be changed or deleted.');
};

/** The admin activity log is append-only: updates and deletes are refused at the database layer. */
export default {
  beforeUpdate: refuse,
  beforeUpdateMany: refuse,
  beforeDelete: refuse,
  beforeDeleteMany: refuse,
};
