import { Type } from '@fastify/type-provider-typebox';

// What staff change of the footer and the maintenance notice (`/content/site/settings`); each
// field is one sys_config value, so at most 500 characters.

const Text = (title: string) => Type.String({ title, maxLength: 500 });
const Day = (title: string) =>
  Type.String({ title, pattern: '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]))?$' });

export const SiteSettingsBody = Type.Object({
  name: Text('协会名称'),
  nameEs: Text('协会英文名称'),
  address: Text('联系地址'),
  addressEs: Text('英文联系地址'),
  phone: Text('联系电话'),
  email: Type.String({ title: '联系邮箱', maxLength: 500, pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$' }),
  hours: Text('工作时间'),
  hoursEs: Text('英文工作时间'),
  icp: Text('ICP备案号'),
  /** A site path (/images/…, /profile/upload/…) or an http(s) address, or empty. */
  officialAccountImage: Text('公众号二维码'),
  noticeVisible: Type.Boolean({ title: '公告是否显示' }),
  noticeStartDate: Day('公告开始日期'),
  noticeEndDate: Day('公告结束日期'),
  noticeText: Text('公告内容'),
  noticeTextEs: Text('英文公告内容'),
});
