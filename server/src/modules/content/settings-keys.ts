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
