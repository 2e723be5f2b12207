import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, ok, okData } from '../../http/envelope.js';
import { access, logged } from '../../http/route-config.js';
import { requireUser } from '../../plugins/auth.js';
import { BusinessType } from '../../plugins/operation-log.js';
import { siteSettings } from './public.service.js';
import { isSitePathOrUrl } from './content-fields.js';
import { SiteSettingsBody } from './site-settings.schema.js';
import { SITE_SETTING_KEYS } from './settings-keys.js';
import { saveConfigValues } from './site-settings.queries.js';

const tags = ['content/site'];

/** The footer's contacts, ICP number, official-account image and the maintenance notice. */
const siteSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/content/site/settings',
    {
      config: access('content:site:query'),
      schema: { tags, summary: '站点设置（页脚与升级公告）' },
    },
    async () => {
      // Read as the public site reads them, so staff see what visitors see.
      const { notice, ...contacts } = await siteSettings(app.db);
      return okData({
        ...contacts,
        noticeVisible: notice.visible,
        noticeStartDate: notice.startDate,
        noticeEndDate: notice.endDate,
        noticeText: notice.text,
        noticeTextEs: notice.textEs,
      });
    },
  );

  app.put(
    '/content/site/settings',
    {
      config: logged('content:site:edit', '站点设置', BusinessType.UPDATE),
      schema: { tags, summary: '修改站点设置', body: SiteSettingsBody },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      const image = body.officialAccountImage.trim();
      if (image && !isSitePathOrUrl(image)) {
        throw badRequest('公众号二维码必须是以 / 开头的站内路径，或以 http:// 或 https:// 开头');
      }
      if (body.noticeStartDate && body.noticeEndDate && body.noticeEndDate < body.noticeStartDate) {
        throw badRequest('结束日期不能早于开始日期');
      }
      const values = new Map(
        Object.entries(SITE_SETTING_KEYS).map(([field, configKey]) => {
          const value = body[field as keyof typeof SITE_SETTING_KEYS];
          return [configKey, typeof value === 'string' ? value.trim() : String(value)];
        }),
      );
      await app.db.transaction().execute((trx) => saveConfigValues(trx, values, user.userName));
      return ok();
    },
  );
};

export default siteSettingsRoutes;
