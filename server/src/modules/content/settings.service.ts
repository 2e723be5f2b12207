import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../http/envelope.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { findConfigValues } from '../system/config.queries.js';
import { saveConfigValues } from './content.queries.js';
import { isSitePathOrUrl } from './content.rules.js';
import type { SiteSettings, SiteSettingsBody } from './settings.schema.js';

// The site settings live in sys_config, so staff change the footer and the maintenance notice
// without a deploy; the public site and the 站点设置 form read them the same way.

/** The sys_config key of each site setting: the public footer reads them, 站点设置 writes them. */
export const SITE_SETTING_KEYS = {
  name: 'site.name',
  nameEs: 'site.nameEs',
  address: 'site.contact.address',
  addressEs: 'site.contact.addressEs',
  phone: 'site.contact.phone',
  email: 'site.contact.email',
  hours: 'site.contact.hours',
  hoursEs: 'site.contact.hoursEs',
  icp: 'site.icp',
  officialAccountImage: 'site.officialAccount.image',
  noticeVisible: 'site.notice.visible',
  noticeStartDate: 'site.notice.startDate',
  noticeEndDate: 'site.notice.endDate',
  noticeText: 'site.notice.text',
  noticeTextEs: 'site.notice.textEs',
} as const;

/** What the footer and the maintenance notice show. */
export async function siteSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const values = await findConfigValues(db, Object.values(SITE_SETTING_KEYS));
  const get = (key: keyof typeof SITE_SETTING_KEYS) => values.get(SITE_SETTING_KEYS[key])?.trim() ?? '';
  return {
    name: get('name'),
    nameEs: get('nameEs'),
    address: get('address'),
    addressEs: get('addressEs'),
    phone: get('phone'),
    email: get('email'),
    hours: get('hours'),
    hoursEs: get('hoursEs'),
    icp: get('icp'),
    officialAccountImage: get('officialAccountImage'),
    notice: {
      visible: get('noticeVisible') === 'true',
      startDate: get('noticeStartDate'),
      endDate: get('noticeEndDate'),
      text: get('noticeText'),
      textEs: get('noticeTextEs'),
    },
  };
}

/** The settings as the 站点设置 form edits them, read as the public site reads them. */
export async function settingsForm(db: Kysely<Database>): Promise<SiteSettingsBody> {
  const { notice, ...contacts } = await siteSettings(db);
  return {
    ...contacts,
    noticeVisible: notice.visible,
    noticeStartDate: notice.startDate,
    noticeEndDate: notice.endDate,
    noticeText: notice.text,
    noticeTextEs: notice.textEs,
  };
}

/** Saves every setting, texts trimmed. */
export async function saveSiteSettings(
  db: Kysely<Database>,
  body: SiteSettingsBody,
  { userName }: CurrentUser,
) {
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
  await db.transaction().execute((trx) => saveConfigValues(trx, values, userName));
}
