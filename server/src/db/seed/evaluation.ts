import type dayjs from 'dayjs';
import type { Transaction } from 'kysely';
import { TIME_FORMAT } from '../../http/time.js';
import {
  EVALUATE_KIND,
  evaluateFlow,
  type EvaluateState,
} from '../../modules/evaluate/evaluate.workflows.js';
import type { Database } from '../database.js';
import { demoPeople, inTurn, ownerOf, seedTrail, STAFF } from './demo-records.js';
import { type Dictionary, dictionary, publicationDictionary, stateDictionary } from './dictionaries.js';
import { CRUD, menuSection, resourceButtons } from './system-menus.js';

// The ability-evaluation seed: the 能力评价 menus (ids 3200–3299) with 证书管理, the dictionaries of
// applications, programmes and certificates (ids 50–53, codes 500–549) and, with demo data, two
// programmes with applications in every state and issued certificates (one revoked).

export const evaluationMenus = [
  ...menuSection(3200, '能力评价', 7, 'evaluate', 'education', [
    ['评价项目', 'program', 'evaluate/program/index', 'evaluate:program:list', 'list'],
    ['评价申请', 'apply', 'evaluate/apply/index', 'evaluate:apply:list', 'form'],
    ['证书管理', 'cert', 'evaluate/cert/index', 'evaluate:cert:list', 'documentation'],
  ]),
  ...resourceButtons(3210, 3201, 'evaluate:program', '项目', [...CRUD, 'export']),
  ...resourceButtons(3220, 3202, 'evaluate:apply', '申请', [
    'query',
    'audit',
    ['成绩录入', 'evaluate:apply:result'],
    'export',
  ]),
  ...resourceButtons(3230, 3203, 'evaluate:cert', '证书', [
    'query',
    ['证书撤销', 'evaluate:cert:revoke'],
    'export',
  ]),
];

export const evaluationDictionaries: Dictionary[] = [
  stateDictionary(
    50,
    '评价申请状态',
    'evaluate_apply_status',
    '能力评价申请的状态（evaluate.workflows.ts）',
    evaluateFlow.states,
    { '3': 'primary', '4': 'info', '5': 'success' },
  ),
  publicationDictionary(51, '评价项目状态', 'evaluate_program_status', '评价项目', '已关闭'),
  dictionary(52, '证书状态', 'biz_cert_status', '证书有效或已撤销', [
    ['有效', '0', 'success'],
    ['已撤销', '1', 'danger'],
  ]),
  dictionary(53, '证书类型', 'biz_cert_kind', '能力评价证书与培训学时证明', [
    ['能力评价证书', 'evaluation', 'primary'],
    ['培训学时证明', 'training', 'success'],
  ]),
];

interface DemoApplication {
  status: EvaluateState;
  level: string;
  score?: number;
  comment?: string;
  /** A certified application's certificate was revoked, with this reason. */
  revoked?: string;
}

interface DemoProgram {
  name: string;
  nameEs: string;
  levels: string[];
  requirements: string;
  fee: number;
  validYears: number;
  /** Days from today to the end of the application window; the exam a week later. */
  closesInDays: number;
  applications: DemoApplication[];
}

const DEMO_PROGRAMS: DemoProgram[] = [
  {
    name: '文化产业经纪人能力评价',
    nameEs: 'Cultural industry agent competence evaluation',
    levels: ['初级', '中级', '高级'],
    requirements:
      '初级：从事文化经纪相关工作满1年；中级：取得初级证书后从业满3年；高级：取得中级证书后从业满5年，并有代表性项目。',
    fee: 0,
    validYears: 3,
    closesInDays: 20,
    applications: [
      { status: '5', level: '初级', score: 88, comment: '理论与实务均表现良好' },
      { status: '5', level: '中级', score: 81, revoked: '材料存在不实信息，经核查撤销' },
      { status: '3', level: '初级' },
      { status: '0', level: '中级' },
      { status: '1', level: '高级', comment: '请补充代表性项目的合同或证明材料' },
    ],
  },
  {
    name: '非遗传承技艺能力评价',
    nameEs: 'Intangible heritage craft evaluation',
    levels: ['初级', '中级'],
    requirements: '从事非物质文化遗产相关技艺传承或保护工作满2年，提交作品照片或视频资料。',
    fee: 30000,
    validYears: 5,
    closesInDays: 40,
    applications: [
      { status: '5', level: '初级', score: 92, comment: '作品完成度高' },
      { status: '4', level: '中级', score: 52, comment: '实操环节未达到要求' },
      { status: '2', level: '初级', comment: '从业年限不符合报考条件' },
    ],
  },
];

/** The steps behind each state: [action, to] after the submission (staff's unless 'resubmit'). */
const STEPS: Record<EvaluateState, [string, EvaluateState][]> = {
  '0': [],
  '1': [['supplement', '1']],
  '2': [['reject', '2']],
  '3': [['approve', '3']],
  '4': [
    ['approve', '3'],
    ['fail', '4'],
  ],
  '5': [
    ['approve', '3'],
    ['pass', '5'],
  ],
};

/** Demo programmes and applications by the demo members (seeded before), with trails and certificates. */
export async function seedEvaluationDemo(trx: Transaction<Database>, now: dayjs.Dayjs): Promise<void> {
  const people = await demoPeople(trx);
  let certificates = 0;
  for (const program of DEMO_PROGRAMS) {
    const applyEnd = now.startOf('day').add(program.closesInDays, 'day').hour(17);
    const applyStart = applyEnd.subtract(90, 'day').hour(9);
    const { programId } = await trx
      .insertInto('evaluateProgram')
      .values({
        name: program.name,
        nameEs: program.nameEs,
        levels: program.levels.join(','),
        requirements: program.requirements,
        fee: program.fee,
        applyStart: applyStart.format(TIME_FORMAT),
        applyEnd: applyEnd.format(TIME_FORMAT),
        examDate: applyEnd.add(7, 'day').format('YYYY-MM-DD'),
        validYears: program.validYears,
        status: '1',
        createBy: 'admin',
        createTime: applyStart.subtract(1, 'day').format(TIME_FORMAT),
      })
      .returning('programId')
      .executeTakeFirstOrThrow();
    for (const { item, person, at: submitted } of inTurn(program.applications, people, applyStart)) {
      const decided = ['2', '4', '5'].includes(item.status);
      const { applyId } = await trx
        .insertInto('evaluateApply')
        .values({
          programId,
          userId: person.userId,
          level: item.level,
          realName: person.nickName,
          employer: '协会会员单位',
          position: '项目经理',
          education: '本科',
          major: '文化产业管理',
          experience: '从事文化项目策划与经纪工作多年，参与多项省级文化活动的组织实施。',
          status: item.status,
          openKey: decided ? null : `${programId}:${person.userId}`,
          voucherId: null,
          score: item.score ?? null,
          resultComment: item.score === undefined ? '' : (item.comment ?? ''),
          comment: item.score === undefined ? (item.comment ?? '') : '',
          createTime: submitted.format(TIME_FORMAT),
          updateTime: submitted.add(1, 'day').format(TIME_FORMAT),
        })
        .returning('applyId')
        .executeTakeFirstOrThrow();
      await seedTrail(trx, EVALUATE_KIND, applyId, [
        { to: '0', action: 'submit', by: ownerOf(person), time: submitted.format(TIME_FORMAT) },
        ...STEPS[item.status].map(([action, to], step) => ({
          to,
          action,
          by: STAFF,
          comment: action === 'pass' || action === 'fail' ? `成绩${item.score}` : item.comment,
          time: submitted.add(step + 1, 'day').format(TIME_FORMAT),
        })),
      ]);
      if (item.status !== '5') continue;
      certificates += 1;
      const issued = submitted.add(2, 'day');
      await trx
        .insertInto('bizCertificate')
        .values({
          certNo: `PJ${issued.year()}${String(certificates).padStart(5, '0')}`,
          kind: 'evaluation',
          recordId: applyId,
          userId: person.userId,
          holderName: person.nickName,
          title: program.name,
          titleEs: program.nameEs,
          level: item.level,
          issueDate: issued.format('YYYY-MM-DD'),
          validTo: issued.add(program.validYears, 'year').format('YYYY-MM-DD'),
          status: item.revoked ? '1' : '0',
          revokeReason: item.revoked ?? '',
          revokeTime: item.revoked ? issued.add(10, 'day').format(TIME_FORMAT) : null,
          createTime: issued.format(TIME_FORMAT),
        })
        .execute();
    }
  }
  // Demo certificates may fall in two years; each year's sequence continues after the highest.
  const issued = await trx
    .selectFrom('bizCertificate')
    .select('certNo')
    .where('kind', '=', 'evaluation')
    .execute();
  const last = new Map<string, number>();
  for (const { certNo } of issued) {
    const key = certNo.slice(0, 6);
    last.set(key, Math.max(last.get(key) ?? 0, Number(certNo.slice(6))));
  }
  if (last.size) {
    await trx
      .insertInto('bizSequence')
      .values([...last].map(([seqKey, lastNo]) => ({ seqKey, lastNo })))
      .execute();
  }
}
