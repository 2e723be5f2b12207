import type { EventCard, EventDetail, EventTicket } from '../api/activities';

// Events as the server sends them, for the event pages' tests.

export const card = (activityId: number, extra: Partial<EventCard> = {}): EventCard => ({
  activityId,
  title: `活动 ${activityId}`,
  titleEs: '',
  cover: '',
  type: 'training',
  location: '协会培训中心三楼报告厅',
  startTime: '2099-12-24 09:00:00',
  endTime: '2099-12-24 17:00:00',
  signStart: '2026-01-01 09:00:00',
  signEnd: '2099-12-23 09:00:00',
  cancelDeadline: '2099-12-22 09:00:00',
  capacity: 40,
  seatsLeft: 12,
  memberOnly: false,
  needAudit: false,
  fee: 0,
  hours: 0,
  status: '1',
  ...extra,
});

export const detail = (activityId: number, extra: Partial<EventDetail> = {}): EventDetail => ({
  ...card(activityId),
  content: '<p>请提前 15 分钟签到。</p>',
  contentEs: '',
  signOpen: true,
  mySign: null,
  payTo: null,
  ...extra,
});

/** The e-ticket of sign-up 6. */
export const ticket: EventTicket = {
  signId: 6,
  ticketCode: 'AB12CD34',
  status: 'registered',
  realName: '王小明',
  employer: '文化传媒有限公司',
  activityId: 2,
  title: '非遗保护与数字化传播沙龙',
  titleEs: 'Salon: intangible heritage',
  location: '协会会议室',
  startTime: '2099-12-04 14:00:00',
  endTime: '2099-12-04 17:00:00',
  checkinTime: null,
  eventStatus: '1',
};
