import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::subscription-log.subscription-log');
