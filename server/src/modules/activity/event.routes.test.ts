import { describe, expect, it } from 'vitest';
import { activityKit, hoursFromNow } from '../../../test/activity-kit.js';
import { useStaffKit, waitForOperLog } from '../../../test/helper.js';

const { t, admin, editor, exportSheet, writesNothing, rejects, expectStatus, kit } =
  await useStaffKit(activityKit);
const { call } = kit;

const publicGet = (url: string) =>
  t.app.inject({ method: 'GET', url: `/prod-api/api/activity/activities${url}` });
const titlesOf = (rows: { title: string }[]) => rows.map((row) => row.title);

describe('/activity/event (staff)', () => {
  it('creates an event answering its id, sanitises its text and lists it with its counts', async () => {
    const activityId = await kit.event({ title: '员工新建的培训' });
    await waitForOperLog(t.db, { title: '活动管理', businessType: 1 });
    const detail = (await call(admin, 'GET', `/activity/event/${activityId}`)).json().data;
    expect(detail).toMatchObject({
      activityId,
      title: '员工新建的培训',
      content: '<p>培训内容</p>',
      memberOnly: false,
      needAudit: false,
      capacity: 10,
      seatsLeft: 10,
      registered: 0,
      status: '1',
      createBy: 'admin',
    });
    await kit.participant(activityId);
    const list = (await call(admin, 'GET', '/activity/event/list?title=员工新建&status=1')).json();
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({ activityId, registered: 1, waiting: 0, pending: 0, seatsLeft: 9 });
  });

  it('edits an event and refuses to delete one with sign-ups', async () => {
    const activityId = await kit.event();
    await kit.editEvent(activityId, { title: '改名后的培训', needAudit: true });
    expect((await call(admin, 'GET', `/activity/event/${activityId}`)).json().data).toMatchObject({
      title: '改名后的培训',
      needAudit: true,
    });
    await kit.participant(activityId);
    expect((await call(admin, 'DELETE', `/activity/event/${activityId}`)).json()).toEqual({
      code: 400,
      msg: '活动【改名后的培训】已有报名，不能删除，可改为取消活动',
    });
    const empty = await kit.event();
    expect((await call(admin, 'DELETE', `/activity/event/${empty}`)).json().code).toBe(200);
    expect((await call(admin, 'GET', `/activity/event/${empty}`)).statusCode).toBe(404);
    expect(
      (await call(admin, 'PUT', '/activity/event', { ...kit.eventBody(), activityId: empty })).statusCode,
    ).toBe(404);
  });

  it('refuses bad input, naming the field, and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ title: '' }, '活动标题不能为空'],
      [{ title: 'x'.repeat(101) }, '活动标题长度不能超过100个字符'],
      [{ type: 'party' }, '活动类型不存在'],
      [{ startTime: '2026-13-01 09:00:00' }, '开始时间不是有效的时间'],
      [{ startTime: '2026-12-01' }, '开始时间格式不正确'],
      [{ endTime: hoursFromNow(230) }, '结束时间应晚于开始时间'],
      [{ signEnd: hoursFromNow(-48) }, '报名截止时间应晚于报名开始时间'],
      [{ signEnd: hoursFromNow(300) }, '报名截止时间不能晚于活动结束时间'],
      [{ cancelDeadline: hoursFromNow(241) }, '取消截止时间不能晚于活动开始时间'],
      [{ capacity: -1 }, '名额不能小于0'],
      [{ fee: -1 }, '费用（分）不能小于0'],
      [{ status: '3' }, '活动状态取值不正确'],
      [{ memberOnly: 'maybe' }, '仅限会员类型不正确'],
    ];
    await writesNothing('activityEvent', () =>
      rejects(
        'POST',
        '/activity/event',
        cases.map(([overrides, msg]) => [kit.eventBody(overrides), msg]),
      ),
    );
  });

  it('is for staff with the permission only', async () => {
    const visitor = await kit.visitor();
    for (const token of [editor, visitor]) {
      await expectStatus(token, 403, [
        ['GET', '/activity/event/list'],
        ['GET', '/activity/event/1'],
        ['POST', '/activity/event', kit.eventBody()],
        ['PUT', '/activity/event', { ...kit.eventBody(), activityId: 1 }],
        ['DELETE', '/activity/event/1'],
        ['GET', '/activity/event/export'],
      ]);
    }
  });

  it('exports events and the participant list', async () => {
    const activityId = await kit.event({ title: '导出用的培训' });
    await kit.participant(activityId);
    const events = await exportSheet('/activity/event/export?title=导出用的培训');
    expect(events.getRow(1).getCell(2).value).toBe('活动标题');
    expect(events.getRow(2).getCell(2).value).toBe('导出用的培训');
    const signs = await exportSheet('/activity/sign/export', `activityId=${activityId}`);
    expect(signs.getRow(2).getCell(3).value).toBe('张三');
    expect(signs.getRow(2).getCell(7).value).toBe('已报名');
  });
});

describe('the public side', () => {
  it('lists published events by time, type and keyword, with seats left', async () => {
    const upcoming = await kit.event({ title: '公开列表·即将开始', capacity: 2 });
    await kit.participant(upcoming);
    await kit.event({
      title: '公开列表·进行中',
      type: 'meeting',
      signStart: hoursFromNow(-48),
      signEnd: hoursFromNow(-30),
      cancelDeadline: hoursFromNow(-26),
      startTime: hoursFromNow(-24),
      endTime: hoursFromNow(24),
    });
    await kit.event({ title: '公开列表·草稿', status: '0' });
    const list = async (query: string) =>
      titlesOf((await publicGet(`/getInfoList?keyword=公开列表&${query}`)).json().rows);
    expect(await list('timeState=upcoming')).toEqual(['公开列表·即将开始']);
    expect(await list('timeState=ongoing')).toEqual(['公开列表·进行中']);
    expect(await list('timeState=past')).toEqual([]);
    expect(await list('type=meeting')).toEqual(['公开列表·进行中']);
    const card = (await publicGet('/getInfoList?keyword=即将开始')).json().rows[0];
    expect(card).toMatchObject({ seatsLeft: 1, location: '协会培训中心', fee: 0 });
    expect(card.content).toBeUndefined();
    expect((await publicGet('/getInfoList?timeState=later')).statusCode).toBe(400);
  });

  it('shows demo events past and upcoming, and the home block lists the next ones', async () => {
    const past = (await publicGet('/getInfoList?timeState=past')).json().rows;
    expect(titlesOf(past)).toContain('2026年文化产业政策解读培训班');
    const home = (await publicGet('/homeList?size=3')).json().data as { startTime: string }[];
    expect(home).toHaveLength(3);
    expect(home.map((event) => event.startTime)).toEqual(home.map((event) => event.startTime).sort());
    const full = (await publicGet('/getInfoList?keyword=非遗')).json().rows[0];
    expect(full).toMatchObject({ capacity: 3, seatsLeft: 0 });
  });

  it('answers a published event with its rules, and no draft', async () => {
    const activityId = await kit.event({ memberOnly: true, needAudit: true, fee: 5000 });
    const detail = await kit.detail(activityId);
    expect(detail).toMatchObject({
      activityId,
      memberOnly: true,
      needAudit: true,
      fee: 5000,
      signOpen: true,
      mySign: null,
      content: '<p>培训内容</p>',
    });
    const draft = await kit.event({ status: '0' });
    expect((await publicGet(`/${draft}`)).statusCode).toBe(404);
    expect((await publicGet('/0')).statusCode).toBe(400);
  });
});
