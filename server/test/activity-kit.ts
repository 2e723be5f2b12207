import dayjs from 'dayjs';
import { expect } from 'vitest';
import { formatTime } from '../src/http/time.js';
import { successData, type TestApp } from './helper.js';
import { memberKit } from './member-kit.js';

// What the training-event tests share: an event as staff create it (open for sign-up unless the
// test says otherwise), a participant signing up, and staff's decisions, each expecting success.

/** A time `hours` from now, as the API takes it. */
export const hoursFromNow = (hours: number) => formatTime(dayjs().add(hours, 'hour').toDate());

export function activityKit(t: TestApp, admin: string) {
  const members = memberKit(t, admin);
  const { call, created } = members;

  /** An event open for sign-up now, starting in 10 days; `overrides` change any field. */
  function eventBody(overrides: object = {}) {
    return {
      title: '文化产业政策培训',
      titleEs: 'Policy training',
      content: '<p>培训内容</p><script>alert(1)</script>',
      contentEs: '',
      cover: '/profile/upload/cover.png',
      type: 'training',
      location: '协会培训中心',
      startTime: hoursFromNow(240),
      endTime: hoursFromNow(248),
      signStart: hoursFromNow(-24),
      signEnd: hoursFromNow(200),
      cancelDeadline: hoursFromNow(192),
      capacity: 10,
      memberOnly: false,
      needAudit: false,
      fee: 0,
      hours: 8,
      status: '1',
      ...overrides,
    };
  }

  /** Creates an event as staff and gives its id. */
  const event = (overrides: object = {}) => created('/activity/event', eventBody(overrides), 'activityId');

  /** Changes an event as staff (the fields of `eventBody` plus `changes`). */
  async function editEvent(activityId: number, changes: object) {
    const response = await call(admin, 'PUT', '/activity/event', { ...eventBody(changes), activityId });
    expect(response.json(), response.body).toEqual({ code: 200, msg: '操作成功' });
  }

  const signUpAs = (token: string, activityId: number, overrides: object = {}) =>
    call(token, 'POST', '/api/activity/activities/saveBll', {
      activityId,
      realName: '张三',
      employer: '北京文化发展有限公司',
      position: '策划',
      remark: '',
      ...overrides,
    });

  /** A new visitor signed up for the event: their token and the answer's data. */
  async function participant(activityId: number) {
    const token = await members.visitor();
    const sign = successData(await signUpAs(token, activityId));
    return { token, ...(sign as { signId: number; status: string; waitPosition: number | null }) };
  }

  /** The sign-up's state as its owner sees it in mySigns. */
  const mySign = (token: string, signId: number) =>
    members.ownRecord<{
      signId: number;
      status: string;
      waitPosition: number | null;
      ticketCode: string | null;
      canCancel: boolean;
    }>(token, '/api/activity/activities/mySigns', 'signId', signId);

  /** The event as the public detail shows it to `token`'s holder (or a visitor). */
  async function detail(activityId: number, token?: string) {
    const response = token
      ? await call(token, 'GET', `/api/activity/activities/${activityId}`)
      : await t.app.inject({ method: 'GET', url: `/prod-api/api/activity/activities/${activityId}` });
    return response.json().data;
  }

  return { ...members, eventBody, event, editEvent, signUpAs, participant, mySign, detail };
}
