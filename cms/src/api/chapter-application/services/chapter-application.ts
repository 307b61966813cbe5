import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::chapter-application.chapter-application');
