import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::join-request.join-request');
