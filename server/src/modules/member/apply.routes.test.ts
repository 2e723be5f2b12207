import { beforeAll, describe, expect, it } from 'vitest';
import {
  fieldRefusal,
  readXlsx,
  refusesEachField,
  useStaffKit,
  waitForOperLog,
} from '../../../test/helper.js';
import { samples } from '../../../test/multipart.js';
import { CREDIT_CODE, ID_NUMBER, memberKit } from '../../../test/member-kit.js';
import { applyFlow, memberFlow, paymentFlow } from './member.workflows.js';

const { t, admin, editor, kit } = await useStaffKit(memberKit);
const { call, audit } = kit;

const applies = async (userId?: number) => {
  let query = t.db.selectFrom('memberApply').select(['applyId', 'status', 'userId']);
  if (userId) query = query.where('userId', '=', userId);
  return query.execute();
};
const userIdOf = async (token: string) => (await call(token, 'GET', '/getInfo')).json().user.userId as number;
const myApplication = async (token: string, kind: 'member' | 'org' = 'member') =>
  (await call(token, 'GET', '/api/system/sign/getInfo')).json().data[kind];

describe('GET /api/system/sign/levelList', () => {
  it('answers the enabled levels with their fees in fen, to anyone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/prod-api/api/system/sign/levelList' });
    const levels = response.json().data;
    expect(levels.map((level: { levelName: string; fee: number }) => [level.levelName, level.fee])).toEqual([
      ['个人会员', 30000],
      ['会员单位', 300000],
      ['理事单位', 1000000],
      ['副会长单位', 3000000],
    ]);
    expect(levels[0]).toMatchObject({ kind: 'personal', periodMonths: 12, levelEsName: 'Individual Member' });
  });
});

describe('check and checkOrg', () => {
  let token: string;
  beforeAll(async () => {
    token = await kit.visitor();
  });
  const checkWith = async (changes: object) =>
    call(token, 'POST', '/api/system/sign/check', await kit.personalForm(token, changes));

  it('accepts a complete form and saves nothing', async () => {
    const response = await checkWith({});
    expect(response.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await applies(await userIdOf(token))).toEqual([]);
  });

  it('names every missing field of an empty personal form', async () => {
    const response = await call(token, 'POST', '/api/system/sign/check', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      fieldRefusal({
        levelId: '请选择会员等级',
        realName: '请填写姓名',
        gender: '请填写性别',
        idNumber: '请填写身份证号',
        email: '请填写电子邮箱',
        employer: '请填写工作单位',
      }),
    );
  });

  it('checks each personal field it can: ID checksum, birthday, e-mail, level kind, photo', async () => {
    const stranger = await kit.visitor();
    await refusesEachField(checkWith, [
      [{ idNumber: '110105194912310021' }, 'idNumber', '身份证号不正确，请填写18位居民身份证号'],
      [{ idNumber: '11010519491231' }, 'idNumber', '身份证号不正确，请填写18位居民身份证号'],
      [{ birthday: '1950-01-01' }, 'birthday', '出生日期与身份证号不一致'],
      [{ birthday: '2999-01-01' }, 'birthday', '出生日期不正确'],
      [{ email: 'not-an-email' }, 'email', '电子邮箱格式不正确'],
      [{ realName: '张' }, 'realName', '姓名至少2个字'],
      [{ levelId: await kit.levelId('org') }, 'levelId', '所选会员等级不存在或不可申请'],
      [{ levelId: 999999 }, 'levelId', '所选会员等级不存在或不可申请'],
      [{ photo: await kit.upload(stranger) }, 'photo', '照片：附件不存在或不属于当前用户'],
      [
        { photo: await kit.upload(token, 'member_apply', 'a.pdf', samples.pdf) },
        'photo',
        '照片：请上传png/jpg/jpeg格式的图片',
      ],
      [
        { attachments: [await kit.upload(token, 'member_payment')] },
        'attachments',
        '附件：附件不存在或不属于当前用户',
      ],
    ]);
  });

  it('names the field a request schema refuses (too long, wrong type)', async () => {
    await refusesEachField(checkWith, [
      [{ realName: '张'.repeat(31) }, 'realName', '姓名长度不能超过30个字符'],
      [{ attachments: 'x' }, 'attachments', '附件类型不正确'],
    ]);
  });

  it('takes a lower-case x in an ID number and a matching birthday', async () => {
    const form = await kit.personalForm(token, { idNumber: ID_NUMBER.toLowerCase(), birthday: '1949-12-31' });
    expect((await call(token, 'POST', '/api/system/sign/check', form)).json().code).toBe(200);
  });

  it('checks the organisation form: credit code, phone, the required licence image', async () => {
    expect(
      (await call(token, 'POST', '/api/system/sign/checkOrg', await kit.orgForm(token))).json().code,
    ).toBe(200);
    const response = await call(
      token,
      'POST',
      '/api/system/sign/checkOrg',
      await kit.orgForm(token, { creditCode: '91350100M000100Y44', contactPhone: '123', licence: undefined }),
    );
    expect(response.json()).toEqual(
      fieldRefusal({
        creditCode: '统一社会信用代码不正确，请填写18位代码',
        contactPhone: '联系电话格式不正确',
        licence: '请上传营业执照',
      }),
    );
  });

  it('refuses malformed values by schema, naming the field', async () => {
    const cases: [object, string][] = [
      [{ realName: 'x'.repeat(31) }, '姓名长度不能超过30个字符'],
      [{ gender: '9' }, '性别取值不正确'],
      [{ levelId: 0 }, '会员等级不能小于1'],
      [{ realName: 'a\u0000b' }, '姓名格式不正确'],
      [{ attachments: Array.from({ length: 11 }, (_, i) => i + 1) }, '附件不能多于10项'],
    ];
    for (const [body, msg] of cases) {
      const response = await call(token, 'POST', '/api/system/sign/check', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg, JSON.stringify(body)).toBe(msg);
    }
  });

  it('needs a login', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/prod-api/api/system/sign/check',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('addMember and addOrg', () => {
  it('submits an application and shows it to the applicant with its timeline and next step', async () => {
    const { token, applyId } = await kit.applicant();
    const mine = await myApplication(token);
    expect(mine).toMatchObject({
      applyId,
      kind: 'personal',
      applyType: 'join',
      status: '0',
      statusLabel: '待审核',
      nextAction: 'wait',
      levelName: '个人会员',
      fee: 30000,
      realName: '张三',
      idNumber: '110***********002X',
      birthday: '1949-12-31',
      photo: { fileType: 'png', url: expect.stringMatching(/^\/prod-api\/workflow\/attachment\/\d+$/) },
      attachments: [],
      payments: [],
    });
    expect(mine.trail).toEqual([
      expect.objectContaining({ from: null, to: '0', toLabel: '待审核', actionLabel: '提交申请' }),
    ]);
    const info = (await call(token, 'GET', '/api/system/sign/getInfo')).json().data;
    expect(info.org).toBeNull();
    expect(info.payTo).toEqual({
      accountName: '文化产业协会',
      bankName: '中国工商银行北京东城支行',
      account: '0200 0010 0900 0000 001',
    });
    const photo = await t.app.inject({
      method: 'GET',
      url: mine.photo.url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(photo.rawPayload).toEqual(samples.png);
  });

  it('submits an organisation application with its licence, the credit code masked to the applicant', async () => {
    const { token } = await kit.applicant('org');
    const mine = await myApplication(token, 'org');
    expect(mine).toMatchObject({
      orgName: '北京文化发展有限公司',
      creditCode: '9135**********0Y43',
      staffSize: 50,
    });
    expect(mine.licence).toMatchObject({ fileType: 'jpg' });
  });

  it('writes nothing for a refused form, and answers every field error', async () => {
    const token = await kit.visitor();
    const response = await call(
      token,
      'POST',
      '/api/system/sign/addMember',
      await kit.personalForm(token, { email: 'x' }),
    );
    expect(response.json()).toEqual(fieldRefusal({ email: '电子邮箱格式不正确' }));
    expect(await applies(await userIdOf(token))).toEqual([]);
  });

  it('keeps one open application per person and kind', async () => {
    const { token } = await kit.applicant();
    const again = await call(token, 'POST', '/api/system/sign/addMember', await kit.personalForm(token));
    expect(again.json()).toEqual({ code: 400, msg: '您已有进行中的申请，请勿重复提交' });
    // The other kind is a separate application.
    const org = await call(token, 'POST', '/api/system/sign/addOrg', await kit.orgForm(token));
    expect(org.json().code).toBe(200);
  });

  it('makes one application of 10 parallel submits', async () => {
    const token = await kit.visitor();
    const form = await kit.personalForm(token);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => call(token, 'POST', '/api/system/sign/addMember', form)),
    );
    const codes = responses.map((response) => response.json().code);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 400)).toHaveLength(9);
    expect(await applies(await userIdOf(token))).toHaveLength(1);
  });
});

describe('staff review', () => {
  it('lists applications with filters and masked numbers, the detail with the full ID number', async () => {
    const { applyId } = await kit.applicant();
    const { applyId: orgId } = await kit.applicant('org');
    const list = (await call(admin, 'GET', '/member/apply/list?status=0&kind=personal&pageSize=100')).json();
    const row = list.rows.find((item: { applyId: number }) => item.applyId === applyId);
    expect(row).toMatchObject({
      name: '张三',
      idNumber: '110***********002X',
      creditCode: '',
      levelName: '个人会员',
    });
    expect(
      list.rows.every(
        (item: { kind: string; status: string }) => item.kind === 'personal' && item.status === '0',
      ),
    ).toBe(true);
    expect(JSON.stringify(list)).not.toContain(ID_NUMBER);
    const byName = (await call(admin, 'GET', '/member/apply/list?keyword=文化发展')).json();
    expect(byName.rows.map((item: { applyId: number }) => item.applyId)).toContain(orgId);
    expect(byName.rows.every((item: { kind: string }) => item.kind === 'org')).toBe(true);

    const detail = (await call(admin, 'GET', `/member/apply/${applyId}`)).json().data;
    expect(detail).toMatchObject({ idNumber: ID_NUMBER, status: '0', trail: [expect.any(Object)] });
    const orgDetail = (await call(admin, 'GET', `/member/apply/${orgId}`)).json().data;
    expect(orgDetail.creditCode).toBe(CREDIT_CODE);
    expect((await call(admin, 'GET', '/member/apply/999999')).statusCode).toBe(404);
  });

  it('lets the 会员专员 role review, and not the editor or the applicant', async () => {
    const staff = await kit.memberStaff();
    const { token, applyId } = await kit.applicant();
    expect((await call(staff, 'GET', '/member/apply/list')).statusCode).toBe(200);
    expect((await call(editor, 'GET', '/member/apply/list')).statusCode).toBe(403);
    expect((await call(editor, 'GET', `/member/apply/${applyId}`)).statusCode).toBe(403);
    expect((await audit(applyId, 'approve', '', editor)).statusCode).toBe(403);
    expect((await audit(applyId, 'approve', '', token)).statusCode).toBe(403);
    expect((await call(token, 'GET', `/member/apply/${applyId}`)).statusCode).toBe(403);
    expect((await audit(applyId, 'approve', '', staff)).json()).toEqual({ code: 200, msg: '操作成功' });
  });

  it('asks for more, takes the resubmitted form on the same record, then approves', async () => {
    const { token, applyId } = await kit.applicant();
    expect((await audit(applyId, 'supplement')).json()).toEqual({ code: 400, msg: '请填写要求补充的意见' });
    expect((await audit(applyId, 'supplement', '请上传清晰的照片')).json().code).toBe(200);
    let mine = await myApplication(token);
    expect(mine).toMatchObject({ status: '1', nextAction: 'resubmit', comment: '请上传清晰的照片' });

    const form = await kit.personalForm(token, { employer: '上海文化公司' });
    const resubmitted = await call(token, 'POST', '/api/system/sign/addMember', form);
    expect(resubmitted.json().data).toEqual({ applyId, status: '0' });
    mine = await myApplication(token);
    expect(mine).toMatchObject({ applyId, status: '0', employer: '上海文化公司', comment: '' });
    expect(mine.trail.map((entry: { actionLabel: string }) => entry.actionLabel)).toEqual([
      '提交申请',
      '要求补充',
      '重新提交',
    ]);
    expect(mine.trail[1]).toMatchObject({
      comment: '请上传清晰的照片',
      actorName: 'admin',
      fromLabel: '待审核',
    });

    expect((await audit(applyId, 'approve')).json().code).toBe(200);
    mine = await myApplication(token);
    expect(mine).toMatchObject({ status: '3', statusLabel: '待缴费', nextAction: 'pay' });
    expect(await kit.notices(token)).toEqual([
      '您的入会申请需要补充材料：请上传清晰的照片。请登录网站修改后重新提交。',
      '您的入会申请已审核通过，请登录网站缴纳会费¥300.00。',
    ]);
  });

  it('keeps the stored ID number when a resubmission sends back the masked one it was shown', async () => {
    const { token, applyId } = await kit.applicant();
    await audit(applyId, 'supplement', '请补充职务');
    const shown = await myApplication(token);
    expect(shown.idNumber).toBe('110***********002X');
    const form = await kit.personalForm(token, { idNumber: shown.idNumber, position: '编辑' });
    expect((await call(token, 'POST', '/api/system/sign/check', form)).json().code).toBe(200);
    expect((await call(token, 'POST', '/api/system/sign/addMember', form)).json().code).toBe(200);
    expect((await call(admin, 'GET', `/member/apply/${applyId}`)).json().data.idNumber).toBe(ID_NUMBER);
    // A masked number that is not the stored one is still refused.
    await audit(applyId, 'supplement', '再补充');
    const other = await kit.personalForm(token, { idNumber: '110***********0021' });
    expect((await call(token, 'POST', '/api/system/sign/addMember', other)).json().msg).toBe(
      '身份证号不正确，请填写18位居民身份证号',
    );
  });

  it('refuses every decision the state does not allow, changing nothing', async () => {
    const { token, applyId } = await kit.applicant();
    await audit(applyId, 'approve');
    for (const action of ['approve', 'supplement', 'reject']) {
      const response = await audit(applyId, action, '理由');
      expect(response.json().msg).toMatch(/^当前状态为“待缴费”，不能/);
    }
    const resubmit = await call(token, 'POST', '/api/system/sign/addMember', await kit.personalForm(token));
    expect(resubmit.json()).toEqual({ code: 400, msg: '您已有进行中的申请，请勿重复提交' });
    expect((await myApplication(token)).status).toBe('3');
  });

  it('rejects with a reason, which closes the application so a new one may be made', async () => {
    const { token, applyId } = await kit.applicant();
    expect((await audit(applyId, 'reject', '材料不实')).json().code).toBe(200);
    expect(await myApplication(token)).toMatchObject({
      status: '2',
      nextAction: 'readReason',
      comment: '材料不实',
    });
    expect((await audit(applyId, 'supplement', '再看看')).json().msg).toBe(
      '当前状态为“已驳回”，不能要求补充',
    );
    const again = await call(token, 'POST', '/api/system/sign/addMember', await kit.personalForm(token));
    expect(again.json().data.applyId).not.toBe(applyId);
    expect(await kit.notices(token)).toEqual(['很抱歉，您的入会申请未通过审核：材料不实。']);
  });

  it('hides one person’s application from another', async () => {
    const { applyId } = await kit.applicant();
    const other = await kit.visitor();
    expect((await call(other, 'GET', '/api/system/sign/getInfo')).json().data.member).toBeNull();
    const pay = await call(
      other,
      'POST',
      '/api/system/sign/submitPayInfo',
      await kit.payInfo(other, applyId),
    );
    expect(pay.statusCode).toBe(404);
  });

  it('exports the queue with masked numbers, and records the decision in the operation log', async () => {
    await kit.applicant();
    const response = await call(admin, 'GET', '/member/apply/export?kind=personal');
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readXlsx(response.rawPayload);
    const cells = sheet.getColumn(5).values.slice(2) as string[];
    expect(cells).toContain('110***********002X');
    expect(cells.every((cell) => /^\d{3}\*{11}[\dX]{4}$/.test(cell))).toBe(true);
    await waitForOperLog(t.db, {
      operUrl: '/prod-api/member/apply/audit',
      title: '入会审核',
      businessType: 2,
    });
  });
});

describe('the membership seed', () => {
  it('labels each state in the dictionaries as the workflows do', async () => {
    const flows = [
      ['biz_apply_status', applyFlow],
      ['biz_pay_status', paymentFlow],
      ['member_status', memberFlow],
    ] as const;
    for (const [type, flow] of flows) {
      const rows = (await call(admin, 'GET', `/system/dict/data/type/${type}`)).json().data;
      const labels = Object.fromEntries(
        rows.map((row: { dictValue: string; dictLabel: string }) => [row.dictValue, row.dictLabel]),
      );
      expect(labels, type).toEqual(flow.states);
    }
  });

  it('gives the 会员专员 role the 会员管理 menu and its pages', async () => {
    const staff = await kit.memberStaff();
    const routers = (await call(staff, 'GET', '/getRouters')).json().data;
    const member = routers.find((menu: { path: string }) => menu.path === '/member');
    expect(member.meta.title).toBe('会员管理');
    expect(member.children.map((page: { component: string }) => page.component)).toEqual([
      'member/level/index',
      'member/apply/index',
      'member/payment/index',
      'member/vip/index',
    ]);
    const { permissions } = (await call(staff, 'GET', '/getInfo')).json();
    expect(permissions).toEqual(
      expect.arrayContaining(['member:apply:audit', 'member:payment:audit', 'member:vip:edit']),
    );
  });
});
