import type dayjs from 'dayjs';
import type { Transaction } from 'kysely';
import { TIME_FORMAT } from '../../http/time.js';
import { DECLARE_KIND, declareFlow, type DeclareState } from '../../modules/declare/declare.workflows.js';
import type { Database } from '../database.js';
import { demoPeople, inTurn, ownerOf, seedTrail, STAFF } from './demo-records.js';
import { type Dictionary, dictionary, publicationDictionary, stateDictionary } from './dictionaries.js';
import { CRUD, menuSection, resourceButtons } from './system-menus.js';

// The declaration seed: the 会员申报 menus (ids 3300–3399), the dictionaries of declarations and
// calls (ids 60–62, codes 600–649) and, with demo data, an open award call and an open project call
// with filings in every state, this year's announced award call and last year's past one.

export const declarationMenus = [
  ...menuSection(3300, '会员申报', 8, 'declare', 'skill', [
    ['申报通知', 'call', 'declare/call/index', 'declare:call:list', 'message'],
    ['申报审核', 'apply', 'declare/apply/index', 'declare:apply:list', 'checkbox'],
  ]),
  ...resourceButtons(3310, 3301, 'declare:call', '通知', [
    ...CRUD,
    'export',
    ['发布公示', 'declare:result:publish'],
  ]),
  ...resourceButtons(3320, 3302, 'declare:apply', '申报', ['query', 'audit', 'export']),
];

export const declarationDictionaries: Dictionary[] = [
  stateDictionary(
    60,
    '申报状态',
    'declare_status',
    '会员申报的审核状态（declare.workflows.ts）',
    declareFlow.states,
    { '3': 'success' },
  ),
  dictionary(61, '申报类型', 'declare_kind', '评优评先、项目申报与其他', [
    ['评优评先', 'award', 'primary'],
    ['项目申报', 'project', 'success'],
    ['其他', 'other', 'info'],
  ]),
  publicationDictionary(62, '申报通知状态', 'declare_call_status', '申报通知', '已关闭'),
];

interface DemoFiling {
  status: DeclareState;
  title: string;
  comment?: string;
}

interface DemoCall {
  title: string;
  titleEs: string;
  kind: 'award' | 'project';
  content: string;
  requiredFiles: string;
  memberOnly: boolean;
  /** Days from today to the window's end (negative: closed). */
  endsInDays: number;
  /** Days ago its approvals were announced, for how many days; none: not announced. */
  announced?: { daysAgo: number; days: number };
  filings: DemoFiling[];
}

const DEMO_CALLS: DemoCall[] = [
  {
    title: '2026年度优秀会员单位评选',
    titleEs: 'Outstanding member units 2026',
    kind: 'award',
    content: '<p>面向本会会员单位，评选年度在文化产业创新、社会效益方面表现突出的单位。</p>',
    requiredFiles: '申报书\n年度工作总结',
    memberOnly: true,
    endsInDays: -10,
    announced: { daysAgo: 2, days: 7 },
    filings: [
      { status: '3', title: '数字非遗传播平台建设' },
      { status: '3', title: '城市文化IP孵化项目' },
      { status: '2', title: '年度工作汇报', comment: '申报材料不完整' },
    ],
  },
  {
    title: '2025年度优秀会员单位评选',
    titleEs: 'Outstanding member units 2025',
    kind: 'award',
    content: '<p>2025年度评选已结束。</p>',
    requiredFiles: '申报书',
    memberOnly: true,
    endsInDays: -375,
    announced: { daysAgo: 365, days: 7 },
    filings: [{ status: '3', title: '乡村文化振兴示范项目' }],
  },
  {
    title: '2026年度优秀文化工作者推选',
    titleEs: 'Outstanding cultural workers 2026',
    kind: 'award',
    content: '<p>推选在文化产业一线作出突出贡献的个人，请附个人事迹材料。</p>',
    requiredFiles: '推荐表\n个人事迹材料',
    memberOnly: true,
    endsInDays: 25,
    filings: [
      { status: '0', title: '深耕社区文化二十年' },
      { status: '1', title: '非遗技艺传承与创新', comment: '请补充获奖证书扫描件' },
    ],
  },
  {
    title: '文化产业扶持项目申报',
    titleEs: 'Cultural industry support projects',
    kind: 'project',
    content: '<p>征集文化创意、数字文化、文旅融合方向的扶持项目，经评审后推荐申报专项资金。</p>',
    requiredFiles: '项目申报书',
    memberOnly: false,
    endsInDays: 40,
    filings: [{ status: '0', title: '沉浸式戏曲体验空间' }],
  },
];

const STEPS: Record<DeclareState, string | null> = {
  '0': null,
  '1': 'supplement',
  '2': 'reject',
  '3': 'approve',
};

/** Demo calls and declarations by the demo members (seeded before), with their trails. */
export async function seedDeclarationDemo(trx: Transaction<Database>, now: dayjs.Dayjs): Promise<void> {
  const people = await demoPeople(trx);
  for (const call of DEMO_CALLS) {
    const endTime = now.startOf('day').add(call.endsInDays, 'day').hour(17);
    const startTime = endTime.subtract(45, 'day').hour(9);
    const published = call.announced && now.subtract(call.announced.daysAgo, 'day');
    const { callId } = await trx
      .insertInto('declareCall')
      .values({
        title: call.title,
        titleEs: call.titleEs,
        content: call.content,
        kind: call.kind,
        startTime: startTime.format(TIME_FORMAT),
        endTime: endTime.format(TIME_FORMAT),
        requiredFiles: call.requiredFiles,
        memberOnly: call.memberOnly ? '1' : '0',
        status: call.endsInDays < 0 ? '2' : '1',
        publishTime: published ? published.format(TIME_FORMAT) : null,
        publicityEnd:
          published && call.announced ? published.add(call.announced.days, 'day').format(TIME_FORMAT) : null,
        createBy: 'admin',
        createTime: startTime.subtract(1, 'day').format(TIME_FORMAT),
      })
      .returning('callId')
      .executeTakeFirstOrThrow();
    for (const { item: filing, person, at: filed } of inTurn(call.filings, people, startTime)) {
      const { declareId } = await trx
        .insertInto('declareApply')
        .values({
          callId,
          userId: person.userId,
          title: filing.title,
          applicantName: `${person.nickName}（协会会员单位）`,
          contactName: person.nickName,
          contactPhone: person.phonenumber,
          summary: `${filing.title}：项目概况、主要成效与社会影响，详见申报材料。`,
          status: filing.status,
          openKey: filing.status === '2' ? null : `${callId}:${person.userId}`,
          comment: filing.comment ?? '',
          createTime: filed.format(TIME_FORMAT),
          updateTime: filed.add(1, 'day').format(TIME_FORMAT),
        })
        .returning('declareId')
        .executeTakeFirstOrThrow();
      const step = STEPS[filing.status];
      await seedTrail(trx, DECLARE_KIND, declareId, [
        { to: '0', action: 'submit', by: ownerOf(person), time: filed.format(TIME_FORMAT) },
        ...(step
          ? [
              {
                to: filing.status,
                action: step,
                by: STAFF,
                comment: filing.comment,
                time: filed.add(1, 'day').format(TIME_FORMAT),
              },
            ]
          : []),
      ]);
    }
  }
}
