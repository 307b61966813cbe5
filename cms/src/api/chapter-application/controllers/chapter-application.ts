import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::chapter-application.chapter-application');
