import type { Insertable } from 'kysely';
import type { SysConfigTable } from '../../modules/system/system.table.js';

const row = (
  configName: string,
  configKey: string,
  configValue: string,
  remark = '',
): Insertable<SysConfigTable> => ({
  configName,
  configKey,
  configValue,
  configType: 'Y',
  createBy: 'admin',
  createTime: '2026-11-23 00:00:00',
  remark,
});

/** RuoYi's built-in keys plus the site settings staff change without a deploy. */
export const configs: Insertable<SysConfigTable>[] = [
  row(
    '主框架页-默认皮肤样式名称',
    'sys.index.skinName',
    'skin-blue',
    '蓝色 skin-blue、绿色 skin-green、紫色 skin-purple、红色 skin-red、黄色 skin-yellow',
  ),
  row('用户管理-账号初始密码', 'sys.user.initPassword', '123456', '初始化密码 123456'),
  row('主框架页-侧边栏主题', 'sys.index.sideTheme', 'theme-dark', '深色主题theme-dark，浅色主题theme-light'),
  row(
    '账号自助-验证码开关',
    'sys.account.captchaEnabled',
    'true',
    '是否开启验证码功能（true开启，false关闭）',
  ),
  row(
    '账号自助-是否开启用户注册功能',
    'sys.account.registerUser',
    'true',
    '是否开启注册用户功能（true开启，false关闭）',
  ),
  row(
    '用户登录-黑名单列表',
    'sys.login.blackIPList',
    '',
    '设置登录IP黑名单限制，多个匹配项以;分隔，支持匹配（*通配、网段）',
  ),
  row(
    '用户管理-初始密码修改策略',
    'sys.account.initPasswordModify',
    '1',
    '0：初始密码修改策略关闭，1：提醒用户首次登录修改初始密码',
  ),
  row(
    '用户管理-账号密码更新周期',
    'sys.account.passwordValidateDays',
    '0',
    '密码更新周期（填写数字，0为不限制）',
  ),
  row('网站-协会名称', 'site.name', '文化产业协会'),
  row('网站-协会英文名称', 'site.nameEs', 'Cultural Industry Association'),
  row('网站-联系地址', 'site.contact.address', '北京市东城区文化路 1 号'),
  row('网站-联系地址（英文）', 'site.contact.addressEs', 'No. 1 Wenhua Road, Dongcheng District, Beijing'),
  row('网站-联系电话', 'site.contact.phone', '010-6500 0000'),
  row('网站-联系邮箱', 'site.contact.email', 'service@xiehui.example.org'),
  row('网站-工作时间', 'site.contact.hours', '周一至周五 9:00–17:00'),
  row('网站-工作时间（英文）', 'site.contact.hoursEs', 'Monday to Friday, 9:00–17:00'),
  row('网站-ICP备案号', 'site.icp', '京ICP备2025000001号-1'),
  row('网站-公众号二维码', 'site.officialAccount.image', '/images/official-account.svg'),
  row('网站-升级公告是否显示', 'site.notice.visible', 'false', 'true 显示，false 隐藏'),
  row('网站-升级公告开始日期', 'site.notice.startDate', '2025-09-02'),
  row('网站-升级公告结束日期', 'site.notice.endDate', '2025-09-04'),
  row(
    '网站-升级公告内容',
    'site.notice.text',
    '为提供更优质的服务，本站将于2025年9月2日至9月4日进行系统升级，期间网站暂停服务，给您带来不便，敬请谅解。',
  ),
  row(
    '网站-升级公告内容（英文）',
    'site.notice.textEs',
    'To serve you better, this site will be upgraded from 2 to 4 September 2025 and will be unavailable during that time. We apologise for the inconvenience.',
  ),
  // Membership: where applicants transfer the fee, and how long an expired membership still counts.
  row('会员-收款户名', 'member.bank.accountName', '文化产业协会'),
  row('会员-开户银行', 'member.bank.name', '中国工商银行北京东城支行'),
  row('会员-收款账号', 'member.bank.account', '0200 0010 0900 0000 001'),
  row('会员-会籍宽限天数', 'member.graceDays', '30', '会籍到期后仍视为会员的天数，过后会籍失效'),
];
