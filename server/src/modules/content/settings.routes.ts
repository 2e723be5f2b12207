import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { crudRoutes } from '../../http/crud-routes.js';
import { BusinessType } from '../../plugins/operation-log.js';
import * as schema from './settings.schema.js';
import * as service from './settings.service.js';

/** The footer's contacts, ICP number, official-account image and the maintenance notice. */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const site = crudRoutes(app, { path: '/content/site', title: '站点设置' });
  site.read('/settings', {
    summary: '站点设置（页脚与升级公告）',
    can: 'query',
    reply: schema.SiteSettingsForm,
    run: service.settingsForm,
  });
  site.action('PUT', '/settings', {
    summary: '修改站点设置',
    can: 'edit',
    log: BusinessType.UPDATE,
    body: schema.SiteSettingsBody,
    run: service.saveSiteSettings,
  });
};

export default settingsRoutes;
