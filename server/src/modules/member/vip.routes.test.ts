import { describe, expect, it } from 'vitest';
import { fieldRefusal, readXlsx, useStaffKit } from '../../../test/helper.js';
import { addDays, dayOf } from './membership.service.js';
import { ID_NUMBER, memberKit } from '../../../test/member-kit.js';

const { t, admin, editor, kit } = await useStaffKit(memberKit);
const { call } = kit;

const setValidTo = (memberId: number, validTo: string) =>
  t.db.updateTable('memberVip').set({ validTo }).where('memberId', '=', memberId).execute();
const publicGet = (url: string) => t.app.inject({ method: 'GET', url: `/prod-api${url}` });

describe('the member’s own record', () => {
  it('answers no data to someone who is not a member', async () => {
    const token = await kit.visitor();
    expect((await call(token, 'GET', '/member/vip/getVip')).json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await call(token, 'PUT', '/member/vip', { intro: 'x' })).json()).toEqual({
      code: 404,
      msg: '会员信息不存在',
    });
  });

  it('keeps the directory profile, and only the member’s own', async () => {
    const { token, memberId } = await kit.member();
    const profile = {
      intro: '专注文化创意',
      website: 'https://example.org',
      logo: '',
      showInDirectory: false,
    };
    expect((await call(token, 'PUT', '/member/vip', profile)).json().code).toBe(200);
    expect((await call(token, 'GET', '/member/vip/getVip')).json().data).toMatchObject(profile);
    const other = await kit.member();
    expect((await call(other.token, 'PUT', '/member/vip', { memberId, intro: '改' })).json().code).toBe(404);
    const bad = await call(token, 'PUT', '/member/vip', { website: 'javascript:alert(1)' });
    expect(bad.json()).toEqual(fieldRefusal({ website: '网站格式不正确' }));
    const logo = await call(token, 'PUT', '/member/vip', { logo: '/etc/passwd' });
    expect(logo.json()).toEqual(fieldRefusal({ logo: '标志图片格式不正确' }));
  });
});

describe('public verification and directory', () => {
  it('verifies a member number with the name masked', async () => {
    const { memberNo } = await kit.member();
    const response = await publicGet(`/member/vip/getInfo?memberNo=${memberNo}`);
    expect(response.json().data).toEqual({
      memberNo,
      name: '张*',
      levelName: '个人会员',
      validTo: expect.any(String),
      status: '0',
      statusLabel: '正常',
    });
    expect((await publicGet('/member/vip/getInfo?memberNo=XH000000000')).json()).toEqual({
      code: 404,
      msg: '会员编号不存在',
    });
    expect((await publicGet('/member/vip/getInfo?memberNo=../x')).statusCode).toBe(400);
  });

  it('lists current members who agreed, public fields only, searchable and by level', async () => {
    const listed = await kit.member('org');
    const hidden = await kit.member('org');
    await call(hidden.token, 'PUT', '/member/vip', { showInDirectory: false });
    const lapsed = await kit.member('org');
    await setValidTo(lapsed.memberId, addDays(dayOf(), -31));

    const page = (await publicGet('/api/system/sign/orgList?pageSize=100')).json();
    const numbers = page.rows.map((row: { memberNo: string }) => row.memberNo);
    expect(numbers).toContain(listed.memberNo);
    expect(numbers).not.toContain(hidden.memberNo);
    expect(numbers).not.toContain(lapsed.memberNo);
    expect(Object.keys(page.rows[0]).sort()).toEqual(
      [
        'intro',
        'kind',
        'levelEsName',
        'levelId',
        'levelName',
        'logo',
        'memberId',
        'memberNo',
        'name',
        'validFrom',
        'website',
      ].sort(),
    );
    expect(JSON.stringify(page)).not.toMatch(/1380000000|office@example|文化路|91350100/);
    const personal = (await publicGet('/api/system/sign/memberList?pageSize=100')).json();
    expect(personal.rows.every((row: { kind: string }) => row.kind === 'personal')).toBe(true);
    expect(JSON.stringify(personal)).not.toContain(ID_NUMBER);

    const levelId = await kit.levelId('org', '理事单位');
    const byLevel = (await publicGet(`/api/system/sign/orgList?levelId=${levelId}`)).json();
    expect(byLevel.total).toBeGreaterThan(0);
    expect(byLevel.rows.every((row: { levelName: string }) => row.levelName === '理事单位')).toBe(true);
    const found = (
      await publicGet(`/api/system/sign/orgList?keyword=${encodeURIComponent('文化发展')}`)
    ).json();
    expect(found.total).toBeGreaterThan(0);
    expect((await publicGet('/api/system/sign/orgList?keyword=没有这家')).json().total).toBe(0);
  });
});

describe('renewal', () => {
  it('opens a renewal order 30 days before validTo, not earlier; paying extends from validTo', async () => {
    const { token, memberId } = await kit.member();
    const early = await call(token, 'POST', '/member/vip/addpc', {});
    const { renewFrom, validTo } = (await call(token, 'GET', '/member/vip/getVip')).json().data;
    expect(early.json()).toEqual({ code: 400, msg: `续费将于${renewFrom}开放` });

    const soon = addDays(dayOf(), 20);
    await setValidTo(memberId, soon);
    const order = await call(token, 'POST', '/member/vip/addpc', {});
    expect(order.json().data).toEqual({ applyId: expect.any(Number), amount: 30000 });
    const { applyId } = order.json().data;
    expect((await call(token, 'POST', '/member/vip/addpc', {})).json().msg).toBe(
      '已有待处理的续费订单或申请，请先完成',
    );
    const mine = (await call(token, 'GET', '/api/system/sign/getInfo')).json().data.member;
    expect(mine).toMatchObject({ applyId, applyType: 'renew', status: '3', nextAction: 'pay', memberId });

    const payId = await kit.pay(token, applyId);
    expect(
      (await call(admin, 'PUT', '/member/payment/audit', { payId, action: 'confirm' })).json().code,
    ).toBe(200);
    const renewed = (await call(token, 'GET', '/member/vip/getVip')).json().data;
    expect(renewed.validTo.slice(0, 7)).toBe(addDays(soon, 365).slice(0, 7));
    expect(renewed.validTo > validTo).toBe(true);
    const payment = (await call(admin, 'GET', `/member/payment/${payId}`)).json().data;
    expect(payment).toMatchObject({ periodFrom: soon, periodTo: renewed.validTo });
  });

  it('extends a lapsed membership from today', async () => {
    const { token, memberId } = await kit.member();
    await setValidTo(memberId, addDays(dayOf(), -60));
    await t.db.updateTable('memberVip').set({ status: '2' }).where('memberId', '=', memberId).execute();
    expect((await call(token, 'GET', '/getInfo')).json().isMember).toBe(false);
    const { applyId } = (await call(token, 'POST', '/member/vip/addpc', {})).json().data;
    const payId = await kit.pay(token, applyId);
    await call(admin, 'PUT', '/member/payment/audit', { payId, action: 'confirm' });
    const payment = (await call(admin, 'GET', `/member/payment/${payId}`)).json().data;
    expect(payment.periodFrom).toBe(dayOf());
    const vip = (await call(token, 'GET', '/member/vip/getVip')).json().data;
    expect(vip).toMatchObject({ status: '0', isCurrent: true });
    expect((await call(token, 'GET', '/getInfo')).json().isMember).toBe(true);
    const trail = (await call(admin, 'GET', `/member/vip/${memberId}`)).json().data.trail;
    expect(
      trail.map((entry: { actionLabel: string; toLabel: string }) => [entry.actionLabel, entry.toLabel]),
    ).toEqual([
      ['成为会员', '正常'],
      ['续费', '正常'],
    ]);
  });

  it('counts a membership within the grace days, and not after', async () => {
    const { token, memberId } = await kit.member();
    await setValidTo(memberId, addDays(dayOf(), -30));
    expect((await call(token, 'GET', '/getInfo')).json().isMember).toBe(true);
    await setValidTo(memberId, addDays(dayOf(), -31));
    expect((await call(token, 'GET', '/getInfo')).json().isMember).toBe(false);
    expect((await call(token, 'GET', '/member/vip/getVip')).json().data).toMatchObject({
      status: '2',
      isCurrent: false,
    });
  });
});

describe('staff’s member list', () => {
  it('lists members with masked numbers and filters, shows one with its application masked', async () => {
    const { memberId, memberNo } = await kit.member();
    const list = (await call(admin, 'GET', `/member/vip/list?keyword=${memberNo}`)).json();
    expect(list.rows).toEqual([
      expect.objectContaining({
        memberId,
        memberNo,
        name: '张三',
        idNumber: '110***********002X',
        status: '0',
      }),
    ]);
    expect(JSON.stringify(list)).not.toContain(ID_NUMBER);
    const expiring = (await call(admin, 'GET', '/member/vip/list?expiringWithin=30&pageSize=100')).json();
    expect(expiring.rows.map((row: { memberId: number }) => row.memberId)).not.toContain(memberId);

    const detail = (await call(admin, 'GET', `/member/vip/${memberId}`)).json().data;
    expect(detail).toMatchObject({ memberId, memberNo, application: { idNumber: '110***********002X' } });
    expect((await call(admin, 'GET', '/member/vip/999999')).statusCode).toBe(404);
    expect((await call(editor, 'GET', '/member/vip/list')).statusCode).toBe(403);

    const sheet = await readXlsx(
      (await call(admin, 'GET', `/member/vip/export?keyword=${memberNo}`)).rawPayload,
    );
    expect(sheet.getRow(2).getCell(4).value).toBe('110***********002X');
  });

  it('suspends with a reason and restores; a suspended member is not a member', async () => {
    const staff = await kit.memberStaff();
    const { token, memberId } = await kit.member();
    const change = (status: string, reason: string, as = staff) =>
      call(as, 'PUT', '/member/vip/changeStatus', { memberId, status, reason });
    expect((await change('1', '')).json()).toEqual({ code: 400, msg: '原因不能为空' });
    expect((await change('1', '拖欠会费', token)).statusCode).toBe(403);
    expect((await change('1', '拖欠会费', editor)).statusCode).toBe(403);
    expect((await change('1', '违反章程')).json().code).toBe(200);
    expect((await call(token, 'GET', '/getInfo')).json().isMember).toBe(false);
    expect((await call(token, 'GET', '/member/vip/getVip')).json().data).toMatchObject({
      status: '1',
      statusReason: '违反章程',
    });
    expect((await change('1', '再次')).json().msg).toBe('当前状态为“暂停”，不能暂停会籍');
    expect((await call(token, 'POST', '/member/vip/addpc', {})).json().msg).toBe(
      '会籍已暂停，暂不能续费，请联系协会',
    );
    expect((await change('0', '已整改')).json().code).toBe(200);
    expect((await call(token, 'GET', '/getInfo')).json().isMember).toBe(true);
    expect((await kit.notices(token)).slice(-2)).toEqual([
      '您的会籍已暂停：违反章程。如有疑问请联系协会。',
      '您的会籍已恢复。',
    ]);
  });
});

describe('levels', () => {
  it('are kept by staff: add, edit, list, refuse deleting a level in use', async () => {
    const body = { kind: 'org', levelName: '常务理事单位', fee: 2000000, periodMonths: 12, orderNum: 3 };
    expect((await call(admin, 'POST', '/member/level', body)).json().code).toBe(200);
    const list = (await call(admin, 'GET', '/member/level/list?kind=org&levelName=常务')).json();
    expect(list.rows).toEqual([expect.objectContaining({ ...body, status: '0', createBy: 'admin' })]);
    const { levelId } = list.rows[0];
    expect((await call(admin, 'PUT', '/member/level', { ...body, levelId, fee: 2500000 })).json().code).toBe(
      200,
    );
    expect((await call(admin, 'GET', `/member/level/${levelId}`)).json().data.fee).toBe(2500000);
    expect((await call(admin, 'PUT', '/member/level', { ...body, levelId: 999999 })).json().code).toBe(404);
    expect((await call(admin, 'POST', '/member/level', { ...body, fee: -1 })).json().msg).toBe(
      '会费（分）不能小于0',
    );
    expect((await call(admin, 'POST', '/member/level', { ...body, kind: 'x' })).json().msg).toBe(
      '会员类型取值不正确',
    );

    const used = await kit.levelId('personal');
    expect((await call(admin, 'DELETE', `/member/level/${used}`)).json()).toEqual({
      code: 400,
      msg: '会员等级【个人会员】已有申请或会员，不能删除，可改为停用',
    });
    expect((await call(admin, 'DELETE', `/member/level/${levelId}`)).json().code).toBe(200);
    expect((await call(admin, 'GET', `/member/level/${levelId}`)).statusCode).toBe(404);
    expect((await call(editor, 'GET', '/member/level/list')).statusCode).toBe(403);
    const sheet = await readXlsx((await call(admin, 'GET', '/member/level/export')).rawPayload);
    expect(sheet.getRow(2).getCell(3).value).toBe('个人会员');
  });

  it('hide a disabled level from applicants', async () => {
    await call(admin, 'POST', '/member/level', {
      kind: 'personal',
      levelName: '停用等级',
      fee: 100,
      periodMonths: 12,
      status: '1',
    });
    const levels = (await publicGet('/api/system/sign/levelList')).json().data;
    expect(levels.map((level: { levelName: string }) => level.levelName)).not.toContain('停用等级');
  });
});

describe('the verification’s rate limit', () => {
  it('refuses an IP beyond 20 verifications a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/prod-api/member/vip/getInfo?memberNo=XH000000001',
        remoteAddress: '10.99.0.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('the demo data', () => {
  it('has about 30 members in every standing and applications in every state', async () => {
    const members = await t.db
      .selectFrom('memberVip')
      .select(['status', 'validTo', 'showInDirectory'])
      .execute();
    expect(members.length).toBeGreaterThanOrEqual(30);
    expect(members.some((row) => row.status === '2')).toBe(true);
    expect(members.some((row) => row.showInDirectory === 'N')).toBe(true);
    const soon = addDays(dayOf(), 30);
    expect(
      members.filter((row) => row.status === '0' && row.validTo >= dayOf() && row.validTo <= soon).length,
    ).toBeGreaterThan(3);
    const states = await t.db.selectFrom('memberApply').select('status').distinct().execute();
    expect(states.map((row) => row.status).sort()).toEqual(['0', '1', '2', '3', '4', '5']);
    const verified = (
      await publicGet('/member/vip/getInfo?memberNo=XH' + dayOf().slice(0, 4) + '00001')
    ).json();
    expect([200, 404]).toContain(verified.code);
  });
});
