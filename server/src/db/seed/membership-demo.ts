import dayjs from 'dayjs';
import type { Insertable, Transaction } from 'kysely';
import { TIME_FORMAT } from '../../http/time.js';
import { creditCheckChar, idCheckChar } from '../../modules/member/member.rules.js';
import type { MemberApplyTable, MemberKind } from '../../modules/member/member.table.js';
import type { Database } from '../database.js';

// Demo membership (DEMO_SEED): about 30 members, people and organisations — most listed in the
// directory, some expiring within 30 days, one lapsed — and applications in every state, each with
// the trail, payments and member records the real flow would have written (demo payments carry no
// voucher image: the seed has no upload folder to put one in).

const DAY = 'YYYY-MM-DD';

const PEOPLE = [
  '王雨桐',
  '李思远',
  '张晓峰',
  '刘若溪',
  '陈嘉禾',
  '杨文博',
  '赵一鸣',
  '黄可欣',
  '周子涵',
  '吴明轩',
  '徐静怡',
  '孙浩然',
  '马丽娜',
  '朱天宇',
  '胡晓彤',
  '郭志强',
  '何佳琪',
  '林清源',
  '罗安然',
  '梁书瑶',
  '宋嘉诚',
  '郑雅文',
  '谢尚哲',
  '韩梦洁',
];
const ORGS = [
  '北京华韵文化传播有限公司',
  '上海云杉创意设计有限公司',
  '杭州青禾数字出版有限公司',
  '广州岭南文旅发展有限公司',
  '成都锦里非遗文化研究院',
  '西安长安影视制作有限公司',
  '南京金陵书画艺术中心',
  '深圳前海动漫科技有限公司',
  '武汉楚天演艺集团有限公司',
  '苏州姑苏刺绣文化有限公司',
  '长沙湘江传媒有限公司',
  '青岛海韵音乐文化有限公司',
  '厦门鹭岛会展服务有限公司',
  '天津津门曲艺传承中心',
  '重庆山城文创园管理有限公司',
  '昆明彩云民族文化有限公司',
  '大连滨海博物馆服务有限公司',
];

/** What becomes of each demo person: a member in some standing, or an application in some state. */
type Fate = 'listed' | 'unlisted' | 'expiring' | 'lapsed' | '0' | '1' | '2' | '3' | '4';

const times = (count: number, fate: Fate): Fate[] => Array(count).fill(fate);
/** One application in each state. */
const APPLICATION_FATES: Fate[] = ['0', '1', '2', '3', '4'];

/** 18 personal and 12 organisation members, then 6 and 5 applications across the states. */
const PERSON_FATES: Fate[] = [
  ...times(13, 'listed'),
  'unlisted',
  ...times(3, 'expiring'),
  'lapsed',
  '0',
  ...APPLICATION_FATES,
];
const ORG_FATES: Fate[] = [...times(9, 'listed'), 'unlisted', ...times(2, 'expiring'), ...APPLICATION_FATES];

const MEMBER_FATES = new Set<Fate>(['listed', 'unlisted', 'expiring', 'lapsed']);

interface Level {
  levelId: number;
  kind: MemberKind;
  fee: number;
  periodMonths: number;
}

interface Step {
  kind: string;
  recordId: number;
  from: string | null;
  to: string;
  action: string;
  actorId: number;
  actorName: string;
  comment?: string;
  at: dayjs.Dayjs;
}

/** The form columns of demo person `index`: valid, checksummed numbers and plausible details. */
function formOf(kind: MemberKind, name: string, index: number): Partial<Insertable<MemberApplyTable>> {
  if (kind === 'personal') {
    const birthday = dayjs('1970-01-15').add(index * 397, 'day');
    const first17 = `110105${birthday.format('YYYYMMDD')}${String(100 + index).slice(-3)}`;
    return {
      realName: name,
      gender: String(index % 2),
      idNumber: first17 + idCheckChar(first17),
      birthday: birthday.format(DAY),
      employer: ORGS[index % ORGS.length],
      position: ['策划总监', '研究员', '设计师', '制片人', '策展人'][index % 5],
      education: ['本科', '硕士', '博士'][index % 3],
      specialty: ['文化创意', '非遗保护', '数字出版', '影视制作', '会展策划'][index % 5],
      resume: `${name}长期从事文化产业工作，参与多项行业项目。`,
      email: `member${index + 1}@example.com`,
    };
  }
  const first17 = `91110000MA0${String(1000 + index).padStart(5, '0')}X`.slice(0, 17);
  return {
    orgName: name,
    creditCode: first17 + creditCheckChar(first17),
    legalPerson: PEOPLE[(index + 7) % PEOPLE.length],
    address: `北京市朝阳区文化园区 ${index + 1} 号楼`,
    contactName: PEOPLE[(index + 3) % PEOPLE.length],
    contactPhone: `010-6510${String(1000 + index).slice(-4)}`,
    staffSize: 20 + index * 15,
    businessScope: '文化艺术交流活动策划；会议及展览服务；文艺创作。',
    email: `office${index + 1}@example.com`,
  };
}

export async function seedMembershipDemo(trx: Transaction<Database>, now: dayjs.Dayjs): Promise<void> {
  const levels = (await trx
    .selectFrom('memberLevel')
    .select(['levelId', 'kind', 'fee', 'periodMonths'])
    .orderBy('orderNum')
    .execute()) as Level[];
  const admin = await trx
    .selectFrom('sysUser')
    .select('userId')
    .where('userName', '=', 'admin')
    .executeTakeFirstOrThrow();
  const staff = { actorId: admin.userId, actorName: 'admin' };
  const trails: Step[] = [];
  const lastNo = new Map<number, number>();
  let phoneNo = 0;

  /** Demo person `index` of a kind; `nth` counts the people of the same fate before them. */
  async function person(kind: MemberKind, name: string, index: number, fate: Fate, nth: number) {
    phoneNo += 1;
    const phone = `1370000${String(phoneNo).padStart(4, '0')}`;
    const isMember = MEMBER_FATES.has(fate);
    // Members joined 1–11 months ago; those expiring joined a year ago less 5–25 days, the lapsed
    // one's year ran out 60 days ago; applications came in over the last days.
    const validFrom =
      {
        expiring: now.subtract(12, 'month').add(5 + nth * 7, 'day'),
        lapsed: now.subtract(12, 'month').subtract(60, 'day'),
      }[fate as 'expiring' | 'lapsed'] ?? now.subtract(1 + (index % 11), 'month');
    const submitted = isMember ? validFrom.subtract(10, 'day') : now.subtract(2 + index, 'day');
    const { userId } = await trx
      .insertInto('sysUser')
      .values({
        userName: phone,
        nickName: name,
        userType: '01',
        phonenumber: phone,
        createBy: phone,
        createTime: submitted.subtract(1, 'day').format(TIME_FORMAT),
      })
      .returning('userId')
      .executeTakeFirstOrThrow();
    const owner = { actorId: userId, actorName: phone };
    const candidates = levels.filter((level) => level.kind === kind);
    const level = candidates[index % candidates.length];
    const status = isMember ? '5' : fate;
    const open = !['2', '5'].includes(status);
    const { applyId } = await trx
      .insertInto('memberApply')
      .values({
        ...formOf(kind, name, index),
        userId,
        kind,
        applyType: 'join',
        levelId: level.levelId,
        fee: level.fee,
        status,
        openKey: open ? `${userId}:${kind}` : null,
        memberId: null,
        comment: { '1': '请补充单位推荐信', '2': '申请材料与实际情况不符' }[status as '1' | '2'] ?? '',
        createTime: submitted.format(TIME_FORMAT),
        updateTime: submitted.add(2, 'day').format(TIME_FORMAT),
      })
      .returning('applyId')
      .executeTakeFirstOrThrow();
    const apply = (
      from: string | null,
      to: string,
      action: string,
      who: typeof owner,
      days: number,
      comment = '',
    ) =>
      trails.push({
        kind: 'member_apply',
        recordId: applyId,
        from,
        to,
        action,
        ...who,
        comment,
        at: submitted.add(days, 'day'),
      });
    apply(null, '0', 'submit', owner, 0);
    if (status === '1') apply('0', '1', 'supplement', staff, 1, '请补充单位推荐信');
    if (status === '2') apply('0', '2', 'reject', staff, 1, '申请材料与实际情况不符');
    if (!['3', '4', '5'].includes(status)) return;
    apply('0', '3', 'approve', staff, 1);
    if (status === '3') return;
    apply('3', '4', 'pay', owner, 3);
    const confirmed = status === '5';
    const validTo = validFrom.add(level.periodMonths, 'month');
    const { payId } = await trx
      .insertInto('memberPayment')
      .values({
        applyId,
        userId,
        payerName: name,
        bank: '中国工商银行',
        account: `6222020200${String(100000 + index).slice(-6)}`,
        amount: level.fee,
        reference: `DEMO${submitted.format('YYYYMMDD')}${String(phoneNo).padStart(3, '0')}`,
        paidDate: submitted.add(3, 'day').format(DAY),
        invoiceTitle: kind === 'org' ? name : '',
        status: confirmed ? '1' : '0',
        periodFrom: confirmed ? validFrom.format(DAY) : null,
        periodTo: confirmed ? validTo.format(DAY) : null,
        auditBy: confirmed ? 'admin' : '',
        auditTime: confirmed ? validFrom.format(TIME_FORMAT) : null,
        createTime: submitted.add(3, 'day').format(TIME_FORMAT),
      })
      .returning('payId')
      .executeTakeFirstOrThrow();
    trails.push({
      kind: 'member_payment',
      recordId: payId,
      from: null,
      to: '0',
      action: 'submit',
      ...owner,
      at: submitted.add(3, 'day'),
    });
    if (!confirmed) return;
    trails.push({
      kind: 'member_payment',
      recordId: payId,
      from: '0',
      to: '1',
      action: 'confirm',
      ...staff,
      at: validFrom,
    });
    apply('4', '5', 'confirm', staff, 10);

    const year = validFrom.year();
    const sequence = (lastNo.get(year) ?? 0) + 1;
    lastNo.set(year, sequence);
    const { memberId } = await trx
      .insertInto('memberVip')
      .values({
        userId,
        kind,
        memberNo: `XH${year}${String(sequence).padStart(5, '0')}`,
        levelId: level.levelId,
        name,
        applyId,
        validFrom: validFrom.format(DAY),
        validTo: validTo.format(DAY),
        status: fate === 'lapsed' ? '2' : '0',
        showInDirectory: fate === 'unlisted' ? 'N' : 'Y',
        intro: kind === 'org' ? `${name}致力于文化产业的创新与发展。` : '',
        createTime: validFrom.format(TIME_FORMAT),
      })
      .returning('memberId')
      .executeTakeFirstOrThrow();
    await trx.updateTable('memberApply').set({ memberId }).where('applyId', '=', applyId).execute();
    await trx.updateTable('memberPayment').set({ memberId }).where('payId', '=', payId).execute();
    trails.push({
      kind: 'member_vip',
      recordId: memberId,
      from: null,
      to: '0',
      action: 'join',
      ...staff,
      at: validFrom,
    });
    if (fate === 'lapsed') {
      trails.push({
        kind: 'member_vip',
        recordId: memberId,
        from: '0',
        to: '2',
        action: 'lapse',
        actorId: 0,
        actorName: '定时任务',
        comment: `有效期至${validTo.format(DAY)}，宽限期已过`,
        at: validTo.add(31, 'day'),
      });
    }
  }

  for (const [kind, fates, names] of [
    ['personal', PERSON_FATES, PEOPLE],
    ['org', ORG_FATES, ORGS],
  ] as const) {
    for (const [index, fate] of fates.entries()) {
      const nth = fates.slice(0, index).filter((earlier) => earlier === fate).length;
      await person(kind, names[index], index, fate, nth);
    }
  }

  await trx
    .insertInto('bizTrail')
    .values(
      trails.map(({ at, comment, recordId, from, to, ...step }) => ({
        ...step,
        recordId,
        fromStatus: from,
        toStatus: to,
        comment: comment ?? '',
        createTime: at.format(TIME_FORMAT),
      })),
    )
    .execute();
  await trx
    .insertInto('bizSequence')
    .values([...lastNo].map(([year, last]) => ({ seqKey: `XH${year}`, lastNo: last })))
    .execute();
}
