import { type Static, Type } from 'typebox';
import { OkData, Text } from '../../http/schemas.js';

// The footer's contacts, ICP number, official-account image and the maintenance notice: read by
// every visitor (`/api/bll/site/settings`), changed by staff (`/content/site/settings`). Each field
// is one sys_config value, so at most 500 characters.

export const SiteSettings = Type.Object({
  name: Type.String(),
  nameEs: Type.String(),
  address: Type.String(),
  addressEs: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  hours: Type.String(),
  hoursEs: Type.String(),
  icp: Type.String(),
  officialAccountImage: Type.String(),
  notice: Type.Object({
    visible: Type.Boolean(),
    startDate: Type.String(),
    endDate: Type.String(),
    text: Type.String(),
    textEs: Type.String(),
  }),
});
export type SiteSettings = Static<typeof SiteSettings>;

export const SiteSettingsAnswer = OkData(SiteSettings);
export type SiteSettingsAnswer = Static<typeof SiteSettingsAnswer>;

const Value = (title: string, options?: Parameters<typeof Text>[2]) => Text(title, 500, options);
/** A day, or empty for none. */
const Day = (title: string) =>
  Value(title, { pattern: '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]))?$' });

/** The settings as the 站点设置 form reads and saves them: one flat object. */
export const SiteSettingsBody = Type.Object({
  name: Value('协会名称'),
  nameEs: Value('协会英文名称'),
  address: Value('联系地址'),
  addressEs: Value('英文联系地址'),
  phone: Value('联系电话'),
  email: Value('联系邮箱', { pattern: '^([^\\s@\\u0000]+@[^\\s@\\u0000]+\\.[^\\s@\\u0000]+)?$' }),
  hours: Value('工作时间'),
  hoursEs: Value('英文工作时间'),
  icp: Value('ICP备案号'),
  /** A site path (/images/…, /profile/upload/…) or an http(s) address, or empty. */
  officialAccountImage: Value('公众号二维码'),
  noticeVisible: Type.Boolean({ title: '公告是否显示' }),
  noticeStartDate: Day('公告开始日期'),
  noticeEndDate: Day('公告结束日期'),
  noticeText: Value('公告内容'),
  noticeTextEs: Value('英文公告内容'),
});
export type SiteSettingsBody = Static<typeof SiteSettingsBody>;

export const SiteSettingsForm = OkData(SiteSettingsBody);
export type SiteSettingsForm = Static<typeof SiteSettingsForm>;
