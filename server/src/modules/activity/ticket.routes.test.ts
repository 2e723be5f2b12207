import { describe, expect, it } from 'vitest';
import { activityKit, hoursFromNow } from '../../../test/activity-kit.js';
import { rowsWith, useStaffKit } from '../../../test/helper.js';

const { t, admin, kit } = await useStaffKit(activityKit);
const { call, participant, mySign } = kit;

const checkin = (ticketCode: string) => call(admin, 'PUT', '/activity/sign/checkin', { ticketCode });
const attendance = (signId: number, attended: boolean) =>
  call(admin, 'PUT', '/activity/sign/attendance', { signId, attended });

/** A registered participant of a new event, with their ticket code. */
async function ticketHolder(overrides: object = {}) {
  const activityId = await kit.event(overrides);
  const person = await participant(activityId);
  const ticketCode = (await mySign(person.token, person.signId))?.ticketCode ?? '';
  return { ...person, activityId, ticketCode };
}

describe('the e-ticket', () => {
  it('shows the owner their ticket and gives the event as an .ics file', async () => {
    const person = await ticketHolder({ title: '日历测试；含分号, 逗号' });
    const ticket = (
      await call(person.token, 'GET', `/api/activity/activities/ticket/${person.signId}`)
    ).json().data;
    expect(ticket).toMatchObject({
      signId: person.signId,
      ticketCode: person.ticketCode,
      status: 'registered',
      realName: '张三',
      location: '协会培训中心',
      checkinTime: null,
      eventStatus: '1',
    });
    const ics = await call(person.token, 'GET', `/api/activity/activities/ticket/${person.signId}/ics`);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.headers['content-disposition']).toMatch(/^attachment;/);
    expect(ics.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.body).toContain('SUMMARY:日历测试；含分号\\, 逗号');
    expect(ics.body).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);
    expect(ics.body).toContain('STATUS:CONFIRMED\r\n');
    expect(ics.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('is not given before the sign-up succeeds', async () => {
    const activityId = await kit.event({ needAudit: true });
    const person = await participant(activityId);
    expect((await mySign(person.token, person.signId))?.ticketCode).toBeNull();
    const response = await call(person.token, 'GET', `/api/activity/activities/ticket/${person.signId}`);
    expect(response.json()).toEqual({ code: 400, msg: '报名尚未成功，暂无电子票' });
  });
});

describe('check-in', () => {
  it('checks a ticket in once by its code, in any case', async () => {
    const person = await ticketHolder();
    const first = await checkin(person.ticketCode.toLowerCase());
    expect(first.json().data).toMatchObject({ signId: person.signId, status: 'attended', realName: '张三' });
    const again = await checkin(person.ticketCode);
    expect(again.json().msg).toMatch(/^该票已于\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}签到$/);
    expect((await checkin('ZZZZZZZZ')).json()).toEqual({ code: 404, msg: '票号不存在' });
    expect((await checkin('abc')).json()).toEqual({ code: 400, msg: '票号长度不能少于8个字符' });
  });

  it('checks a ticket presented twice at once in once', async () => {
    const person = await ticketHolder();
    const results = await Promise.all([checkin(person.ticketCode), checkin(person.ticketCode)]);
    expect(results.map((response) => response.json().code).sort()).toEqual([200, 400]);
    const trail = await rowsWith(t.db, 'bizTrail', { kind: 'activity_sign', recordId: person.signId });
    expect(trail.map((row) => row.action)).toEqual(['register', 'checkin']);
  });

  it('refuses tickets of waiting, unpaid and cancelled sign-ups', async () => {
    const activityId = await kit.event({ capacity: 1 });
    await participant(activityId);
    const waiting = await participant(activityId);
    const code = (
      await t.db
        .selectFrom('activitySign')
        .select('ticketCode')
        .where('signId', '=', waiting.signId)
        .executeTakeFirstOrThrow()
    ).ticketCode;
    expect((await checkin(code)).json()).toEqual({ code: 400, msg: '当前状态为“候补中”，不能签到' });
  });

  it('toggles attended and no-show from the list', async () => {
    const person = await ticketHolder();
    expect((await attendance(person.signId, false)).json().code).toBe(200);
    expect((await mySign(person.token, person.signId))?.status).toBe('noshow');
    expect((await attendance(person.signId, true)).json().code).toBe(200);
    expect((await mySign(person.token, person.signId))?.status).toBe('attended');
    expect((await attendance(person.signId, true)).json()).toEqual({
      code: 400,
      msg: '当前状态为“已签到”，不能标记到场',
    });
    const list = (
      await call(admin, 'GET', `/activity/sign/list?activityId=${person.activityId}&status=attended`)
    ).json();
    expect(list.rows.map((row: { signId: number }) => row.signId)).toEqual([person.signId]);
    expect(list.rows[0].checkinTime).toMatch(/^\d{4}-/);
  });
});

describe('the certificate of attendance', () => {
  it('is given for an attended training with its hours, to its owner only', async () => {
    const person = await ticketHolder({ title: '学时培训', hours: 12 });
    const url = `/api/activity/activities/certificate/${person.signId}`;
    expect((await call(person.token, 'GET', url)).json()).toEqual({
      code: 400,
      msg: '仅已签到的培训活动可查看学时证明',
    });
    await checkin(person.ticketCode);
    const certificate = (await call(person.token, 'GET', url)).json().data;
    expect(certificate).toMatchObject({
      kind: 'training',
      holderName: '张三',
      title: '学时培训',
      hours: 12,
      issuer: '文化产业协会',
      status: '0',
    });
    expect(certificate.certNo).toMatch(/^PX\d{4}\d{5}$/);
    expect(certificate.verifyUrl).toBe(`/evaluate/verify?certNo=${certificate.certNo}`);
    // Opened again, it is the same certificate, and the public check finds it.
    expect((await call(person.token, 'GET', url)).json().data.certNo).toBe(certificate.certNo);
    const verified = await t.app.inject({
      method: 'GET',
      url: `/prod-api/api/evaluate/verify?certNo=${certificate.certNo}`,
    });
    expect(verified.json().data).toMatchObject({ status: 'valid', kind: 'training', name: '张*', hours: 12 });
    const stranger = await kit.visitor();
    expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    expect((await mySign(person.token, person.signId)) as unknown).toMatchObject({ hasCertificate: true });
  });

  it('is not given for a meeting', async () => {
    const person = await ticketHolder({ type: 'meeting' });
    await checkin(person.ticketCode);
    const response = await call(person.token, 'GET', `/api/activity/activities/certificate/${person.signId}`);
    expect(response.statusCode).toBe(400);
  });
});

describe('staff detail', () => {
  it('shows a sign-up with its phone and trail', async () => {
    const person = await ticketHolder({ cancelDeadline: hoursFromNow(100) });
    const detail = (await call(admin, 'GET', `/activity/sign/${person.signId}`)).json().data;
    expect(detail).toMatchObject({ signId: person.signId, status: 'registered', statusLabel: '已报名' });
    expect(detail.phone).toMatch(/^1\d{10}$/);
    expect(detail.trail.map((step: { actionLabel: string }) => step.actionLabel)).toEqual(['报名']);
    expect((await call(admin, 'GET', '/activity/sign/99999999')).statusCode).toBe(404);
  });
});
