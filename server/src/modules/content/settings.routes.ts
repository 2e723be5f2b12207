import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, okData } from '../../http/envelope.js';
import { access, logged } from '../../http/route-config.js';
import { Ok, replies } from '../../http/schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import { SiteSettingsBody, SiteSettingsForm } from './settings.schema.js';
import { saveSiteSettings, settingsForm } from './settings.service.js';

const tags = ['content/site'];

/** The footer's contacts, ICP number, official-account image and the maintenance notice. */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/content/site/settings',
    {
      config: access('content:site:query'),
      schema: { tags, summary: '站点设置（页脚与升级公告）', response: replies(SiteSettingsForm) },
    },
    async () => okData(await settingsForm(app.db)),
  );

  app.put(
    '/content/site/settings',
    {
      config: logged('content:site:edit', '站点设置', BusinessType.UPDATE),
      schema: { tags, summary: '修改站点设置', body: SiteSettingsBody, response: replies(Ok) },
    },
    async (request) => {
      await saveSiteSettings(app.db, requireUser(request).userName, request.body);
      return ok();
    },
  );
};

export default settingsRoutes;
