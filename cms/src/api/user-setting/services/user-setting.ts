import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::user-setting.user-setting');
