import { describe, expect, it } from 'vitest';
import { hoursFromNow } from '../../../test/activity-kit.js';
import { declareKit } from '../../../test/declare-kit.js';
import { bearer, fieldRefusal, useStaffKit } from '../../../test/helper.js';

// Declarations and merit rating: calls kept by staff, filing (members-only where the call says
// so), the review, the announcement (公示) and the public results.

const { t, admin, editor, writesNothing, kit } = await useStaffKit(declareKit);
const { call, callBody, newCall, form, submit, declarant, audit, mine } = kit;

const publicGet = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/prod-api${url}`, headers: token ? bearer(token) : {} });

describe('calls', () => {
  it('list the open ones publicly; a call shows the caller’s declaration and whether they may declare', async () => {
    const open = await newCall();
    const closed = await newCall({ endTime: hoursFromNow(-1), startTime: hoursFromNow(-48) });
    const draft = await newCall({ status: '0' });
    const listed = (await publicGet('/api/declare/calls'))
      .json()
      .data.map((row: { callId: number }) => row.callId);
    expect(listed).toContain(open);
    expect(listed).not.toContain(closed);
    expect(listed).not.toContain(draft);
    expect((await publicGet(`/api/declare/calls/${draft}`)).statusCode).toBe(404);
    const anonymous = (await publicGet(`/api/declare/calls/${open}`)).json().data;
    expect(anonymous).toMatchObject({
      open: true,
      canDeclare: false,
      mine: null,
      content: '<p>评选说明</p>',
    });
    const person = await declarant(open);
    const own = (await publicGet(`/api/declare/calls/${open}`, person.token)).json().data;
    expect(own).toMatchObject({ canDeclare: true, mine: { declareId: person.declareId, status: '0' } });
  });

  it('refuse bad input and deleting one with declarations; editors may not touch them', async () => {
    await writesNothing('declareCall', async () => {
      const late = await call(admin, 'POST', '/declare/call', callBody({ endTime: hoursFromNow(-48) }));
      expect(late.json()).toEqual({ code: 400, msg: '申报截止时间应晚于开始时间' });
      const kind = await call(admin, 'POST', '/declare/call', callBody({ kind: 'lottery' }));
      expect(kind.json()).toMatchObject({ code: 400, msg: '申报类型取值不正确' });
    });
    const callId = await newCall();
    await declarant(callId);
    expect((await call(admin, 'DELETE', `/declare/call/${callId}`)).json().msg).toBe(
      '“年度优秀会员单位评选”已有申报，不能删除，可将其关闭',
    );
    expect((await call(editor, 'POST', '/declare/call', callBody())).statusCode).toBe(403);
    expect((await call(editor, 'GET', '/declare/apply/list')).statusCode).toBe(403);
  });
});

describe('declaring', () => {
  it('names every wrong field, keeps to the window and writes nothing', async () => {
    const callId = await newCall();
    const later = await newCall({ startTime: hoursFromNow(24), endTime: hoursFromNow(48) });
    const token = await kit.visitor();
    await writesNothing('declareApply', async () => {
      const response = await submit(token, {
        callId,
        title: '',
        contactPhone: '123',
        summary: '短',
        attachments: [],
      });
      expect(response.json()).toEqual(
        fieldRefusal({
          title: '请填写申报项目名称',
          applicantName: '请填写申报人（单位）',
          contactName: '请填写联系人',
          contactPhone: '联系电话格式不正确',
          summary: '申报简介至少10个字',
          attachments: '请上传申报所需材料',
        }),
      );
      expect((await submit(token, await form(token, later))).json()).toEqual(
        fieldRefusal({ callId: '该申报当前不在申报时间内' }),
      );
    });
  });

  it('lets only current members declare on a members-only call, telling others how to join', async () => {
    const callId = await newCall({ memberOnly: true });
    const visitor = await kit.visitor();
    await writesNothing('declareApply', async () => {
      const refused = await submit(visitor, await form(visitor, callId));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 403, msg: '本申报仅限本会会员，请先申请入会' });
    });
    expect((await publicGet(`/api/declare/calls/${callId}`, visitor)).json().data.canDeclare).toBe(false);
    const { token } = await kit.member();
    expect((await publicGet(`/api/declare/calls/${callId}`, token)).json().data.canDeclare).toBe(true);
    await declarant(callId, token);
  });

  it('goes through review: more asked, resubmitted by its owner only, approved; transitions refused', async () => {
    const callId = await newCall();
    const person = await declarant(callId);
    expect((await submit(person.token, await form(person.token, callId))).json()).toEqual({
      code: 400,
      msg: '您在该申报已有进行中的申报，请勿重复提交',
    });
    expect((await audit(person.declareId, 'reject')).json()).toEqual({ code: 400, msg: '请填写驳回的意见' });
    expect((await audit(person.declareId, 'supplement', '请补充业绩证明')).json().code).toBe(200);
    expect(await mine(person.token, person.declareId)).toMatchObject({ status: '1', nextAction: 'resubmit' });
    const stranger = await kit.visitor();
    const hijack = await submit(stranger, { ...(await form(stranger, callId)), declareId: person.declareId });
    expect(hijack.json()).toEqual({ code: 400, msg: '该申报不存在或当前不能修改' });
    expect(await mine(stranger, person.declareId)).toBeUndefined();
    expect((await call(stranger, 'GET', `/declare/apply/${person.declareId}`)).statusCode).toBe(403);
    const again = await submit(person.token, {
      ...(await form(person.token, callId)),
      declareId: person.declareId,
    });
    expect(again.json().data).toEqual({ declareId: person.declareId, status: '0' });
    expect((await audit(person.declareId, 'approve')).json().code).toBe(200);
    expect((await audit(person.declareId, 'approve')).json()).toEqual({
      code: 400,
      msg: '当前状态为“已通过”，不能审核通过',
    });
    expect((await kit.notices(person.token)).at(-1)).toBe('您在“年度优秀会员单位评选”的申报已审核通过。');
    expect((await mine(person.token, person.declareId))?.trail.map((step) => step.action)).toEqual([
      'submit',
      'supplement',
      'resubmit',
      'approve',
    ]);
  });
});

describe('merit rating', () => {
  it('publishes an award call’s approved declarations once; /meritRating lists them while in publicity', async () => {
    const project = await newCall({ kind: 'project' });
    const award = await newCall({ title: '优秀文化工作者推选' });
    const publish = (callId: number, token = admin) =>
      call(token, 'PUT', '/declare/result/publish', { callId, publicityDays: 7 });
    expect((await publish(award)).json()).toEqual({ code: 400, msg: '尚无审核通过的申报，不能发布公示' });
    const winner = await declarant(award);
    const loser = await declarant(award);
    await audit(winner.declareId, 'approve');
    await audit(loser.declareId, 'reject', '材料不全');
    expect((await publish(project)).json()).toEqual({ code: 400, msg: '只有评优评先类申报可以发布公示' });
    expect((await publish(award, editor)).statusCode).toBe(403);
    expect((await publish(award)).json().code).toBe(200);
    expect((await publish(award)).json()).toEqual({ code: 400, msg: '该申报已发布公示' });

    const results = (await publicGet('/api/declare/results')).json().data;
    const announced = results.current.find((item: { callId: number }) => item.callId === award);
    expect(announced.winners).toEqual([
      { declareId: winner.declareId, title: '数字非遗传播平台', applicantName: '北京文化发展有限公司' },
    ]);
    expect(announced.publicityEnd > announced.publishTime).toBe(true);
    expect((await mine(winner.token, winner.declareId))?.announced).toBe(true);
    expect((await mine(loser.token, loser.declareId))?.announced).toBe(false);

    // Once its publicity period is over it moves to the past winners of its year.
    await t.db
      .updateTable('declareCall')
      .set({ publishTime: '2025-06-01 10:00:00', publicityEnd: '2025-06-08 10:00:00' })
      .where('callId', '=', award)
      .execute();
    const later = (await publicGet('/api/declare/results')).json().data;
    expect(later.current.map((item: { callId: number }) => item.callId)).not.toContain(award);
    const year = later.past.find((group: { year: number }) => group.year === 2025);
    expect(year.announcements.map((item: { callId: number }) => item.callId)).toContain(award);
  });

  it('exports calls and declarations', async () => {
    for (const url of ['/declare/call/export', '/declare/apply/export']) {
      const response = await call(admin, 'GET', url);
      expect(response.headers['content-type'], url).toContain('spreadsheetml');
    }
  });
});
