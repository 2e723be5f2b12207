import type { Insertable } from 'kysely';
import type { SysNoticeTable } from '../../modules/system/notice.table.js';

// Two demo notices, as RuoYi seeds two (a 通知 and a 公告): what the navbar bell and the public
// site's 通知公告 show on a demo install. The second has no English, so the English site shows it
// in Chinese.

const CREATED = '2026-11-23 00:00:00';

export const demoNotices: Insertable<SysNoticeTable>[] = [
  {
    noticeTitle: '温馨提醒：2026年度会员年报填报已开通',
    noticeTitleEs: 'Reminder: the 2026 annual member report is open',
    noticeType: '1',
    noticeContent:
      '<p>各会员单位：</p><p>2026年度会员年报填报现已开通，请于12月31日前登录协会网站“会员服务”栏目完成填报。</p><p>如有疑问，请联系协会秘书处。</p>',
    noticeContentEs:
      '<p>Dear members,</p><p>The 2026 annual member report is now open. Please complete it under Membership on the association website by 31 December.</p><p>The secretariat will answer any questions.</p>',
    status: '0',
    createBy: 'admin',
    createTime: CREATED,
    remark: '管理员',
  },
  {
    noticeTitle: '2026年度文化产业优秀案例入选名单公示',
    // SQLite fills a multi-row insert's missing values with null, not the column default.
    noticeTitleEs: '',
    noticeType: '2',
    noticeContent:
      '<p>经专家评审，2026年度文化产业优秀案例共入选30项，现予以公示。</p><p>公示期为7个工作日，如有异议，请在公示期内以书面形式向协会秘书处反映。</p>',
    noticeContentEs: '',
    status: '0',
    createBy: 'admin',
    createTime: CREATED,
    remark: '管理员',
  },
];
