import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::user-setting.user-setting');
