import { describe, expect, it } from 'vitest';
import { activityKit, hoursFromNow } from '../../../test/activity-kit.js';
import { useStaffKit } from '../../../test/helper.js';
import { samples } from '../../../test/multipart.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { cancelSign, signUp } from './sign.service.js';

const { t, admin, editor, writesNothing, kit } = await useStaffKit(activityKit);
const { call, participant, mySign, notices } = kit;

const audit = (signId: number, action: string, comment = '', token = admin) =>
  call(token, 'PUT', '/activity/sign/audit', { signId, action, comment });
const cancel = (token: string, signId: number) =>
  call(token, 'POST', '/api/activity/activities/cancel', { signId });
const seatHolders = async (activityId: number) =>
  (
    await t.db.selectFrom('activitySign').select('status').where('activityId', '=', activityId).execute()
  ).filter((row) => ['registered', 'unpaid', 'attended', 'noshow'].includes(row.status)).length;

describe('saveBll', () => {
  it('registers a free sign-up at once, with a ticket, a trail and an SMS', async () => {
    const activityId = await kit.event();
    const person = await participant(activityId);
    expect(person).toMatchObject({ status: 'registered', waitPosition: null });
    const sign = await mySign(person.token, person.signId);
    expect(sign).toMatchObject({ status: 'registered', canCancel: true });
    expect(sign?.ticketCode).toMatch(/^[A-Z2-9]{8}$/);
    expect((await kit.detail(activityId, person.token)).mySign).toEqual({
      signId: person.signId,
      status: 'registered',
      waitPosition: null,
      ticketCode: sign?.ticketCode,
    });
    expect((await kit.detail(activityId)).seatsLeft).toBe(9);
    // The answer tells the outcome: no SMS for what the person just did.
    expect(await notices(person.token)).toEqual([]);
  });

  it('refuses a second sign-up of the same person while the first counts', async () => {
    const activityId = await kit.event();
    const person = await participant(activityId);
    const again = await kit.signUpAs(person.token, activityId);
    expect(again.json()).toEqual({ code: 400, msg: '您已报名该活动，请勿重复报名' });
    expect((await cancel(person.token, person.signId)).json().code).toBe(200);
    expect((await kit.signUpAs(person.token, activityId)).json().data.status).toBe('registered');
  });

  it('keeps to the sign-up window and refuses drafts, cancelled events and unknown ids', async () => {
    const token = await kit.visitor();
    const early = await kit.event({ signStart: hoursFromNow(1), signEnd: hoursFromNow(100) });
    const late = await kit.event({ signStart: hoursFromNow(-10), signEnd: hoursFromNow(-1) });
    const draft = await kit.event({ status: '0' });
    const cancelled = await kit.event({ status: '2' });
    const cases: [number, number, string][] = [
      [early, 400, '报名尚未开始'],
      [late, 400, '报名已截止'],
      [draft, 404, '活动不存在'],
      [cancelled, 400, '活动已取消'],
      [999999, 404, '活动不存在'],
    ];
    for (const [activityId, status, msg] of cases) {
      await writesNothing('activitySign', async () => {
        const response = await kit.signUpAs(token, activityId);
        expect(response.statusCode, msg).toBe(status);
        expect(response.json()).toEqual({ code: status, msg });
      });
    }
    expect((await kit.detail(early)).signOpen).toBe(false);
    expect((await kit.detail(late)).signOpen).toBe(false);
  });

  it('refuses bad input, naming the field, and writes nothing', async () => {
    const token = await kit.visitor();
    const activityId = await kit.event();
    const cases: [object, string][] = [
      [{ realName: '' }, '姓名不能为空'],
      [{ realName: '   ' }, '请填写姓名'],
      [{ realName: 'x'.repeat(31) }, '姓名长度不能超过30个字符'],
      [{ employer: 'x'.repeat(101) }, '工作单位长度不能超过100个字符'],
      [{ position: 'x'.repeat(51) }, '职务长度不能超过50个字符'],
      [{ remark: 'x'.repeat(501) }, '备注长度不能超过500个字符'],
      [{ realName: 'a\u0000b' }, '姓名格式不正确'],
      [{ activityId: 0 }, '活动编号不能小于1'],
    ];
    for (const [overrides, msg] of cases) {
      await writesNothing('activitySign', async () => {
        const response = await kit.signUpAs(token, activityId, overrides);
        expect(response.json(), msg).toEqual({ code: 400, msg });
      });
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/prod-api/api/activity/activities/saveBll',
      payload: { activityId, realName: '张三' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets only current members sign up for a members-only event', async () => {
    const activityId = await kit.event({ memberOnly: true });
    const outsider = await kit.visitor();
    expect((await kit.signUpAs(outsider, activityId)).json()).toEqual({
      code: 400,
      msg: '本活动仅限会员报名',
    });
    const member = await kit.member();
    expect((await kit.signUpAs(member.token, activityId)).json().data.status).toBe('registered');
  });

  it('puts a sign-up of an event needing approval in review; staff approve or reject with a reason', async () => {
    const activityId = await kit.event({ needAudit: true, capacity: 1 });
    const first = await participant(activityId);
    const second = await participant(activityId);
    const third = await participant(activityId);
    expect([first.status, second.status, third.status]).toEqual(['pending', 'pending', 'pending']);
    expect((await audit(first.signId, 'approve')).json().code).toBe(200);
    const ticketCode = (await mySign(first.token, first.signId))?.ticketCode;
    expect(ticketCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(await notices(first.token)).toEqual([
      `您已成功报名活动“文化产业政策培训”，电子票号${ticketCode}。`,
    ]);
    // The one seat is taken: the next approval joins the waiting list.
    expect((await audit(second.signId, 'approve')).json().code).toBe(200);
    expect(await mySign(second.token, second.signId)).toMatchObject({
      status: 'waitlisted',
      waitPosition: 1,
    });
    expect(await notices(second.token)).toEqual(['您报名的活动“文化产业政策培训”名额已满，您在候补第1位。']);
    expect((await audit(third.signId, 'reject')).json()).toEqual({ code: 400, msg: '请填写驳回的意见' });
    expect((await audit(third.signId, 'reject', '名额有限')).json().code).toBe(200);
    expect((await mySign(third.token, third.signId))?.status).toBe('rejected');
    expect(await notices(third.token)).toEqual([
      '很抱歉，您报名的活动“文化产业政策培训”未通过审核：名额有限。',
    ]);
    expect((await audit(third.signId, 'approve')).json()).toEqual({
      code: 400,
      msg: '当前状态为“已驳回”，不能审核通过',
    });
  });

  it('holds a seat of a paid event while the voucher is sent, until staff confirm the fee', async () => {
    const activityId = await kit.event({ fee: 80000, capacity: 1 });
    const payer = await participant(activityId);
    expect(payer.status).toBe('unpaid');
    expect((await kit.detail(activityId)).seatsLeft).toBe(0);
    expect((await participant(activityId)).status).toBe('waitlisted');
    expect((await audit(payer.signId, 'approve')).json()).toEqual({
      code: 400,
      msg: '当前状态为“待缴费”，不能审核通过',
    });
    expect((await kit.detail(activityId)).payTo).toMatchObject({ account: expect.any(String) });
    const submit = (token: string, voucher: number, signId = payer.signId) =>
      call(token, 'POST', '/api/activity/activities/submitVoucher', { signId, voucher });
    const stranger = await kit.visitor();
    expect((await submit(stranger, await kit.upload(stranger, 'activity_sign'))).statusCode).toBe(404);
    expect((await submit(payer.token, await kit.upload(stranger, 'activity_sign'))).json()).toEqual({
      code: 400,
      msg: '转账凭证：附件不存在或不属于当前用户',
    });
    const pdf = await kit.upload(payer.token, 'activity_sign', 'voucher.pdf', samples.pdf);
    expect((await submit(payer.token, pdf)).json()).toEqual({
      code: 400,
      msg: '转账凭证：请上传png/jpg/jpeg格式的图片',
    });
    const voucher = await kit.upload(payer.token, 'activity_sign');
    expect((await submit(payer.token, voucher)).json()).toEqual({ code: 200, msg: '操作成功' });
    const staffView = (await call(admin, 'GET', `/activity/sign/${payer.signId}`)).json().data;
    expect(staffView.attachments.map((file: { attachmentId: number }) => file.attachmentId)).toEqual([
      voucher,
    ]);
    expect(staffView.trail.map((step: { actionLabel: string }) => step.actionLabel)).toEqual([
      '报名（待缴费）',
      '提交缴费凭证',
    ]);
    expect((await call(admin, 'GET', `/workflow/attachment/${voucher}`)).statusCode).toBe(200);
    expect((await call(stranger, 'GET', `/workflow/attachment/${voucher}`)).statusCode).toBe(404);
    expect((await audit(payer.signId, 'confirmPayment')).json().code).toBe(200);
    expect(await mySign(payer.token, payer.signId)).toMatchObject({ status: 'registered' });
    expect((await submit(payer.token, voucher)).json()).toEqual({
      code: 400,
      msg: '当前状态为“已报名”，不能提交缴费凭证',
    });
    expect((await audit(payer.signId, 'confirmPayment')).json()).toEqual({
      code: 400,
      msg: '当前状态为“已报名”，不能确认缴费',
    });
  });
});

describe('cancelling', () => {
  it('promotes the first in line when a seat is freed, with an SMS', async () => {
    const activityId = await kit.event({ capacity: 1 });
    const holder = await participant(activityId);
    const first = await participant(activityId);
    const second = await participant(activityId);
    expect([first.waitPosition, second.waitPosition]).toEqual([1, 2]);
    expect((await cancel(holder.token, holder.signId)).json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await mySign(first.token, first.signId)).toMatchObject({
      status: 'registered',
      waitPosition: null,
    });
    expect(await mySign(second.token, second.signId)).toMatchObject({
      status: 'waitlisted',
      waitPosition: 1,
    });
    expect((await notices(first.token)).at(-1)).toBe(
      '您候补的活动“文化产业政策培训”已有空位，您已转为正式报名。',
    );
    expect((await cancel(holder.token, holder.signId)).json()).toEqual({
      code: 400,
      msg: '当前状态为“已取消”，不能取消报名',
    });
  });

  it('ends at the cancellation deadline', async () => {
    const activityId = await kit.event({ cancelDeadline: hoursFromNow(-1) });
    const person = await participant(activityId);
    expect((await mySign(person.token, person.signId))?.canCancel).toBe(false);
    expect((await cancel(person.token, person.signId)).json()).toEqual({
      code: 400,
      msg: '已超过取消截止时间，不能取消报名',
    });
  });

  it('hides others’ sign-ups: 404 for another participant, 403 for staff without the permission', async () => {
    const activityId = await kit.event();
    const owner = await participant(activityId);
    const stranger = await kit.visitor();
    expect((await cancel(stranger, owner.signId)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/api/activity/activities/ticket/${owner.signId}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(stranger, 'GET', `/api/activity/activities/ticket/${owner.signId}/ics`)).statusCode,
    ).toBe(404);
    expect(
      (await call(stranger, 'GET', `/api/activity/activities/certificate/${owner.signId}`)).statusCode,
    ).toBe(404);
    for (const [method, url, body] of [
      ['GET', '/activity/sign/list'],
      ['PUT', '/activity/sign/audit', { signId: owner.signId, action: 'approve' }],
      ['PUT', '/activity/sign/cancel', { signId: owner.signId, comment: '测试' }],
      ['PUT', '/activity/sign/checkin', { ticketCode: 'ABCDEFGH' }],
      ['PUT', '/activity/sign/attendance', { signId: owner.signId, attended: true }],
    ] as const) {
      expect((await call(editor, method, url, body)).statusCode, url).toBe(403);
      expect((await call(owner.token, method, url, body)).statusCode, url).toBe(403);
    }
    // Staff may not cancel as if they were the participant.
    expect((await cancel(admin, owner.signId)).statusCode).toBe(403);
  });

  it('lets staff cancel a sign-up with a reason, telling the participant and promoting the next', async () => {
    const activityId = await kit.event({ capacity: 1 });
    const holder = await participant(activityId);
    const next = await participant(activityId);
    const revoke = (comment: string) =>
      call(admin, 'PUT', '/activity/sign/cancel', { signId: holder.signId, comment });
    expect((await revoke('')).json()).toEqual({ code: 400, msg: '请填写取消报名的意见' });
    expect((await revoke('报名信息不实')).json().code).toBe(200);
    expect((await notices(holder.token)).at(-1)).toBe(
      '您报名的活动“文化产业政策培训”已被取消：报名信息不实。如有疑问请联系协会。',
    );
    expect((await mySign(next.token, next.signId))?.status).toBe('registered');
  });
});

describe('capacity and cancelled events', () => {
  it('promotes the waiting list in order when staff add seats, never beyond them', async () => {
    const activityId = await kit.event({ capacity: 1 });
    await participant(activityId);
    const waiting = [
      await participant(activityId),
      await participant(activityId),
      await participant(activityId),
    ];
    await kit.editEvent(activityId, { capacity: 3 });
    const states = await Promise.all(waiting.map((person) => mySign(person.token, person.signId)));
    expect(states.map((sign) => [sign?.status, sign?.waitPosition])).toEqual([
      ['registered', null],
      ['registered', null],
      ['waitlisted', 1],
    ]);
    expect(await seatHolders(activityId)).toBe(3);
  });

  it('tells every participant when the event is cancelled', async () => {
    const activityId = await kit.event({ capacity: 1 });
    const people = [await participant(activityId), await participant(activityId)];
    await kit.editEvent(activityId, { capacity: 1, status: '2' });
    for (const person of people) {
      expect((await notices(person.token)).at(-1)).toBe(
        '很抱歉，活动“文化产业政策培训”已取消。如有疑问请联系协会。',
      );
      expect((await mySign(person.token, person.signId))?.canCancel).toBe(false);
    }
  });
});

describe('the injected clock', () => {
  /** The account behind `token` as the services see the caller. */
  async function userOf(token: string): Promise<CurrentUser> {
    const { user } = (await call(token, 'GET', '/getInfo')).json();
    return { ...user, sessionId: '', roles: [], permissions: [], mustChangePassword: false };
  }

  it('opens sign-up at signStart and closes it after signEnd, to the second', async () => {
    const window = { signStart: '2030-01-01 09:00:00', signEnd: '2030-01-10 18:00:00' };
    const activityId = await kit.event({
      ...window,
      startTime: '2030-02-01 09:00:00',
      endTime: '2030-02-01 17:00:00',
      cancelDeadline: '2030-01-31 12:00:00',
    });
    const form = { activityId, realName: '李四' };
    const user = await userOf(await kit.visitor());
    await expect(signUp(t.db, user, form, new Date('2030-01-01T08:59:59'))).rejects.toThrow('报名尚未开始');
    await expect(signUp(t.db, user, form, new Date('2030-01-10T18:00:01'))).rejects.toThrow('报名已截止');
    const { signId } = await signUp(t.db, user, form, new Date('2030-01-10T18:00:00'));
    await expect(cancelSign(t.app, user, signId, new Date('2030-01-31T12:00:01'))).rejects.toThrow(
      '已超过取消截止时间，不能取消报名',
    );
    await cancelSign(t.app, user, signId, new Date('2030-01-31T12:00:00'));
    expect(
      (await t.db.selectFrom('activitySign').select('status').where('signId', '=', signId).executeTakeFirst())
        ?.status,
    ).toBe('cancelled');
  });
});

describe('concurrency', () => {
  it('30 parallel sign-ups for the last seat: one registered, the rest waitlisted in order', async () => {
    const activityId = await kit.event({ capacity: 3 });
    await participant(activityId);
    await participant(activityId);
    const tokens = await Promise.all(Array.from({ length: 30 }, () => kit.visitor()));
    const answers = await Promise.all(tokens.map((token) => kit.signUpAs(token, activityId)));
    const data = answers.map((response) => response.json().data as { signId: number; status: string });
    expect(data.filter((sign) => sign.status === 'registered')).toHaveLength(1);
    const waiting = data.filter((sign) => sign.status === 'waitlisted').sort((a, b) => a.signId - b.signId);
    expect(waiting).toHaveLength(29);
    const positions = await Promise.all(
      waiting.map(async (sign) => (await mySign(tokens[data.indexOf(sign)], sign.signId))?.waitPosition),
    );
    expect(positions).toEqual(Array.from({ length: 29 }, (_, i) => i + 1));
    expect(await seatHolders(activityId)).toBe(3);

    // A cancellation promotes exactly one, even with two at once.
    const registered = data.find((sign) => sign.status === 'registered');
    const holderToken = tokens[data.indexOf(registered as { signId: number; status: string })];
    const results = await Promise.all([
      cancel(holderToken, registered?.signId ?? 0),
      cancel(holderToken, registered?.signId ?? 0),
    ]);
    expect(results.map((response) => response.json().code).sort()).toEqual([200, 400]);
    expect(await seatHolders(activityId)).toBe(3);
    expect((await mySign(tokens[data.indexOf(waiting[0])], waiting[0].signId))?.status).toBe('registered');
    expect((await mySign(tokens[data.indexOf(waiting[1])], waiting[1].signId))?.waitPosition).toBe(1);
  });
});
