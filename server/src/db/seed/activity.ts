import type dayjs from 'dayjs';
import type { Insertable, Transaction } from 'kysely';
import { TIME_FORMAT } from '../../http/time.js';
import type { ActivityEventTable } from '../../modules/activity/activity.table.js';
import { SIGN_KIND, signFlow, type SignState } from '../../modules/activity/activity.workflows.js';
import type { Database } from '../database.js';
import { demoPeople, inTurn, ownerOf, seedTrail, STAFF } from './demo-records.js';
import { type Dictionary, dictionary, publicationDictionary, stateDictionary } from './dictionaries.js';
import { buttons, CRUD, menuSection, resourceButtons } from './system-menus.js';

// The training-event seed: the 活动管理 menus (ids 3100–3199), the event-type and status
// dictionaries (ids 40–42, codes 400–449) and, with demo data, events in every situation — past
// with attendance, upcoming and full with a waiting list, needing approval, paid, draft, cancelled.

export const activityMenus = [
  ...menuSection(3100, '活动管理', 6, 'activity', 'date', [
    ['活动列表', 'event', 'activity/event/index', 'activity:event:list', 'list'],
    ['报名管理', 'sign', 'activity/sign/index', 'activity:sign:list', 'peoples'],
  ]),
  ...resourceButtons(3110, 3101, 'activity:event', '活动', [...CRUD, 'export']),
  ...buttons(3120, 3102, [
    ['报名查询', 'activity:sign:query'],
    ['报名审核', 'activity:sign:audit'],
    ['报名变更', 'activity:sign:edit'],
    ['签到核验', 'activity:sign:checkin'],
    ['报名导出', 'activity:sign:export'],
  ]),
];

export const activityDictionaries: Dictionary[] = [
  dictionary(40, '活动类型', 'activity_type', '培训、会议、沙龙等活动类型', [
    ['培训', 'training', 'primary'],
    ['会议', 'meeting', 'success'],
    ['沙龙', 'salon', 'warning'],
    ['讲座', 'lecture', 'info'],
    ['参观考察', 'visit', 'info'],
    ['其他', 'other', 'default'],
  ]),
  publicationDictionary(41, '活动状态', 'activity_status', '活动', '已取消'),
  stateDictionary(
    42,
    '报名状态',
    'activity_sign_status',
    '活动报名的状态（activity.workflows.ts）',
    signFlow.states,
    {
      registered: 'success',
      pending: 'warning',
      waitlisted: 'primary',
      unpaid: 'warning',
      cancelled: 'info',
      rejected: 'danger',
      attended: 'success',
      noshow: 'danger',
    },
  ),
];

interface DemoEvent {
  title: string;
  titleEs: string;
  type: string;
  location: string;
  /** Days from today to the start (negative: in the past), the start hour and the length in hours. */
  inDays: number;
  hour: number;
  length: number;
  capacity: number;
  memberOnly?: boolean;
  needAudit?: boolean;
  fee?: number;
  hours?: number;
  status?: '0' | '1' | '2';
  content: string;
  /** The demo people's sign-ups, in order. */
  signs: SignState[];
}

const DEMO_EVENTS: DemoEvent[] = [
  {
    title: '2026年文化产业政策解读培训班',
    titleEs: 'Cultural industry policy training 2026',
    type: 'training',
    location: '协会培训中心（北京市东城区文化路 2 号）三楼报告厅',
    inDays: -20,
    hour: 9,
    length: 8,
    capacity: 60,
    hours: 8,
    content: '<p>解读年度文化产业扶持政策，讲解项目申报要点与常见问题。</p>',
    signs: ['attended', 'attended', 'attended', 'noshow', 'cancelled'],
  },
  {
    title: '非遗保护与数字化传播沙龙',
    titleEs: 'Salon: intangible heritage in the digital age',
    type: 'salon',
    location: '协会会议室（北京市东城区文化路 2 号）',
    inDays: 10,
    hour: 14,
    length: 3,
    capacity: 3,
    content: '<p>邀请非遗传承人与数字传播从业者，分享保护与传播的实践经验。名额有限，额满后可候补。</p>',
    signs: ['registered', 'registered', 'registered', 'waitlisted', 'waitlisted'],
  },
  {
    title: '协会会员单位年度交流会',
    titleEs: 'Annual meeting of member units',
    type: 'meeting',
    location: '北京国际会议中心 B 厅',
    inDays: 20,
    hour: 9,
    length: 6,
    capacity: 80,
    memberOnly: true,
    needAudit: true,
    content: '<p>仅限会员报名，报名经协会审核后生效。</p>',
    signs: ['pending', 'pending', 'registered'],
  },
  {
    title: '文化创意项目策划实务培训',
    titleEs: 'Practical training: planning creative projects',
    type: 'training',
    location: '协会培训中心三楼报告厅',
    inDays: 30,
    hour: 9,
    length: 16,
    capacity: 40,
    fee: 80000,
    hours: 16,
    content: '<p>两天实务课程，含案例研讨与结业考核。培训费 800 元，报名后请按页面说明转账。</p>',
    signs: ['unpaid', 'registered'],
  },
  {
    title: '数字出版前沿讲座（线上）',
    titleEs: 'Online lecture: the future of digital publishing',
    type: 'lecture',
    location: 'https://meeting.example.org/xiehui-lecture',
    inDays: 5,
    hour: 19,
    length: 2,
    capacity: 0,
    content: '<p>线上讲座，不限名额，报名后凭电子票号进入会议。</p>',
    signs: ['registered'],
  },
  {
    title: '长三角文旅融合考察活动',
    titleEs: 'Field visit: culture and tourism in the Yangtze delta',
    type: 'visit',
    location: '上海、杭州、苏州',
    inDays: 45,
    hour: 8,
    length: 48,
    capacity: 20,
    status: '0',
    content: '<p>行程安排确定后发布。</p>',
    signs: [],
  },
  {
    title: '动漫产业发展研讨会',
    titleEs: 'Symposium on the animation industry',
    type: 'meeting',
    location: '协会会议室',
    inDays: 3,
    hour: 14,
    length: 3,
    capacity: 30,
    status: '2',
    content: '<p>因故取消，另行通知。</p>',
    signs: ['registered'],
  },
];

/** How a demo sign-up got to its state: the state it began in and the action of each later step. */
const HISTORY: Record<SignState, [first: SignState, firstAction: string, later?: string]> = {
  registered: ['registered', 'register'],
  pending: ['pending', 'request'],
  waitlisted: ['waitlisted', 'queue'],
  unpaid: ['unpaid', 'reserve'],
  cancelled: ['registered', 'register', 'cancel'],
  rejected: ['pending', 'request', 'reject'],
  attended: ['registered', 'register', 'checkin'],
  noshow: ['registered', 'register', 'markNoShow'],
};

/** Demo events and sign-ups by the demo members (seeded before), with their trails. */
export async function seedActivityDemo(trx: Transaction<Database>, now: dayjs.Dayjs): Promise<void> {
  const people = await demoPeople(trx);
  let ticket = 0;
  for (const event of DEMO_EVENTS) {
    const start = now.startOf('day').add(event.inDays, 'day').hour(event.hour);
    const end = start.add(event.length, 'hour');
    const signStart = start.subtract(30, 'day');
    const values: Insertable<ActivityEventTable> = {
      title: event.title,
      titleEs: event.titleEs,
      content: event.content,
      type: event.type,
      location: event.location,
      startTime: start.format(TIME_FORMAT),
      endTime: end.format(TIME_FORMAT),
      signStart: signStart.format(TIME_FORMAT),
      signEnd: start.subtract(1, 'day').format(TIME_FORMAT),
      cancelDeadline: start.subtract(2, 'day').format(TIME_FORMAT),
      capacity: event.capacity,
      memberOnly: event.memberOnly ? '1' : '0',
      needAudit: event.needAudit ? '1' : '0',
      fee: event.fee ?? 0,
      hours: event.hours ?? 0,
      status: event.status ?? '1',
      createBy: 'admin',
      createTime: signStart.subtract(1, 'day').format(TIME_FORMAT),
    };
    const { activityId } = await trx
      .insertInto('activityEvent')
      .values(values)
      .returning('activityId')
      .executeTakeFirstOrThrow();
    for (const { item: status, person, at } of inTurn(event.signs, people, signStart)) {
      const signed = at.format(TIME_FORMAT);
      ticket += 1;
      const { signId } = await trx
        .insertInto('activitySign')
        .values({
          activityId,
          userId: person.userId,
          realName: person.nickName,
          employer: '协会会员单位',
          status,
          openKey: ['cancelled', 'rejected'].includes(status) ? null : `${activityId}:${person.userId}`,
          ticketCode: `DEMO${String(ticket).padStart(4, '0')}`,
          waitSince: status === 'waitlisted' ? signed : null,
          checkinTime: status === 'attended' ? start.subtract(10, 'minute').format(TIME_FORMAT) : null,
          createTime: signed,
        })
        .returning('signId')
        .executeTakeFirstOrThrow();
      const [first, action, later] = HISTORY[status];
      const owner = ownerOf(person);
      await seedTrail(trx, SIGN_KIND, signId, [
        { to: first, action, by: owner, time: signed },
        // Staff check in, mark no-shows and reject; the owner cancels.
        ...(later
          ? [{ to: status, action: later, by: later === 'cancel' ? owner : STAFF, time: signed }]
          : []),
      ]);
    }
  }
}
