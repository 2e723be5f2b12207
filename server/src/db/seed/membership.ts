import type { Insertable } from 'kysely';
import type { MemberLevelTable } from '../../modules/member/member.table.js';
import type { SysRoleTable } from '../../modules/system/system.table.js';
import { scheduledJobs } from './jobs.js';

// The membership seed: the role of the staff who run it, the levels with their fees and the daily
// jobs. Its menus, dictionaries and settings sit beside the others (system-menus.ts,
// dictionaries.ts, configs.ts).

const CREATED = '2026-11-24 00:00:00';

/** 会员专员: reviews applications and payments and keeps the member list (menus 3000–3099). */
export const MEMBER_ROLE_ID = 10;
export const memberRole: Insertable<SysRoleTable> = {
  roleId: MEMBER_ROLE_ID,
  roleName: '会员专员',
  roleKey: 'member',
  roleSort: 3,
  createBy: 'admin',
  createTime: CREATED,
  remark: '审核入会申请与缴费，维护会员等级与会员名录',
};

const level = (
  kind: 'personal' | 'org',
  orderNum: number,
  [levelName, levelEsName]: [string, string],
  yuan: number,
  [benefits, benefitsEs]: [string, string],
): Insertable<MemberLevelTable> => ({
  kind,
  levelName,
  levelEsName,
  fee: yuan * 100,
  periodMonths: 12,
  benefits,
  benefitsEs,
  orderNum,
  createBy: 'admin',
  createTime: CREATED,
});

export const memberLevels: Insertable<MemberLevelTable>[] = [
  level('personal', 1, ['个人会员', 'Individual Member'], 300, [
    '参加协会活动与培训；获取行业资讯与会员刊物；享受会员活动优惠。',
    'Join association events and training; receive industry news and the member bulletin; member rates for events.',
  ]),
  level('org', 1, ['会员单位', 'Member Unit'], 3000, [
    '单位会员证书；参加协会活动与行业交流；会员名录展示。',
    'Membership certificate; association events and industry exchange; listing in the member directory.',
  ]),
  level('org', 2, ['理事单位', 'Council Member Unit'], 10000, [
    '会员单位全部权益；推荐理事人选；参与协会重大事项讨论。',
    'All member-unit benefits; nominate a council member; take part in the association’s major decisions.',
  ]),
  level('org', 3, ['副会长单位', 'Vice-President Unit'], 30000, [
    '理事单位全部权益；推荐副会长人选；协会活动联合主办与品牌展示。',
    'All council benefits; nominate a vice-president; co-host association events and brand exposure.',
  ]),
];

/**
 * The daily membership jobs, running from the start (handlers in monitor/job-handlers.ts); a second
 * run on a day changes nothing.
 */
export const memberJobs = scheduledJobs({ jobGroup: 'DEFAULT', status: '0', createTime: CREATED }, [
  ['会员续费提醒', 'member.remindRenewal', '0 0 9 * * ?'],
  ['会员会籍失效', 'member.expireLapsed', '0 30 0 * * ?'],
]);
