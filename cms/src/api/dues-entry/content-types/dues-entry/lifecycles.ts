import { errors } from '@strapi/utils';

/** Thrown for any write through Strapi's query layer, whoever asks (the Strapi admin, a script). */
const refuse = () => {
  throw new errors.ForbiddenError('Dues entries are a ledger written by the payment webhook: they cannot be added, changed or deleted by hand.');
};

/**
 * The dues ledger is append-only and has one writer: domain/ledger.ts inserts with SQL of its
 * own (idempotent on the database's unique index), which no lifecycle sees. Every write through
 * Strapi's entity layer, which is what the Strapi admin uses, is refused.
 */
export default {
  beforeCreate: refuse,
  beforeCreateMany: refuse,
  beforeUpdate: refuse,
  beforeUpdateMany: refuse,
  beforeDelete: refuse,
  beforeDeleteMany: refuse,
};
