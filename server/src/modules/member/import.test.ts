import { describe, expect, it } from 'vitest';
import {
  headerOf,
  newPhone,
  postFile,
  readXlsx,
  useStaffKit,
  waitForOperLog,
  writeXlsx,
} from '../../../test/helper.js';
import { samples } from '../../../test/multipart.js';
import { CREDIT_CODE, ID_NUMBER, memberKit } from '../../../test/member-kit.js';
import { addDays, dayOf } from './membership.service.js';

const { t, admin, editor, kit } = await useStaffKit(memberKit);

const HEADERS = [
  '会员类型',
  '姓名/单位名称',
  '手机号',
  '身份证号/统一社会信用代码',
  '会员等级',
  '有效期起',
  '有效期止',
  '电子邮箱',
];

const workbook = (rows: (string | Date)[][], headers = HEADERS) => writeXlsx('会员', headers, rows);

const upload = (content: Buffer, token = admin) =>
  postFile(t, token, '/member/vip/importData', '会员.xlsx', content);

const counts = async () => ({
  members: (await t.db.selectFrom('memberVip').select('memberId').execute()).length,
  users: (await t.db.selectFrom('sysUser').select('userId').execute()).length,
  applies: (await t.db.selectFrom('memberApply').select('applyId').execute()).length,
});

describe('member import', () => {
  it('offers a template with the columns and an example of each kind', async () => {
    const response = await kit.call(admin, 'GET', '/member/vip/importTemplate');
    const sheet = await readXlsx(response.rawPayload);
    expect(headerOf(sheet)).toEqual(HEADERS);
    expect(sheet.getRow(2).getCell(1).value).toBe('个人会员');
    expect(sheet.getRow(3).getCell(1).value).toBe('单位会员');
    expect((await kit.call(editor, 'GET', '/member/vip/importTemplate')).statusCode).toBe(403);
  });

  it('imports every row: an account found by phone or created, a member number, the trail', async () => {
    const visitor = await kit.visitor();
    const visitorPhone = (await kit.call(visitor, 'GET', '/getInfo')).json().user.phonenumber;
    const newcomer = newPhone();
    const lapsedFrom = addDays(dayOf(), -800);
    const file = await workbook([
      [
        '个人会员',
        '赵六',
        visitorPhone,
        ID_NUMBER,
        '个人会员',
        new Date('2026-01-01T00:00:00Z'),
        '2099-12-31',
        'zhao@example.com',
      ],
      [
        '单位会员',
        '南京文化有限公司',
        newcomer,
        CREDIT_CODE.toLowerCase(),
        '理事单位',
        '2026-03-01',
        '2099-02-28',
        '',
      ],
      ['个人会员', '钱七', newPhone(), ID_NUMBER, '个人会员', lapsedFrom, addDays(lapsedFrom, 365), ''],
    ]);
    const response = await upload(file);
    expect(response.json()).toEqual({ code: 200, msg: '成功导入3名会员' });

    expect((await kit.call(visitor, 'GET', '/getInfo')).json().isMember).toBe(true);
    const vip = (await kit.call(visitor, 'GET', '/member/vip/getVip')).json().data;
    expect(vip).toMatchObject({
      name: '赵六',
      validFrom: '2026-01-01',
      validTo: '2099-12-31',
      memberNo: expect.stringMatching(/^XH2026\d{5}$/),
    });
    const detail = (await kit.call(admin, 'GET', `/member/vip/${vip.memberId}`)).json().data;
    expect(detail.trail).toEqual([
      expect.objectContaining({ actionLabel: '导入会员', actorName: 'admin', toLabel: '正常' }),
    ]);
    expect(detail.application).toMatchObject({
      realName: '赵六',
      idNumber: '110***********002X',
      status: '5',
    });

    const org = (await kit.call(admin, 'GET', `/member/vip/list?keyword=${newcomer}`)).json().rows;
    expect(org).toEqual([
      expect.objectContaining({ kind: 'org', levelName: '理事单位', creditCode: '9135**********0Y43' }),
    ]);
    const account = await t.db
      .selectFrom('sysUser')
      .select(['userName', 'userType'])
      .where('phonenumber', '=', newcomer)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ userName: newcomer, userType: '01' });
    const lapsed = (await kit.call(admin, 'GET', '/member/vip/list?keyword=钱七')).json().rows[0];
    expect(lapsed.status).toBe('2');

    await waitForOperLog(t.db, {
      operUrl: '/prod-api/member/vip/importData',
      title: '会员名录',
      businessType: 6,
    });
  });

  it('refuses the whole file with a message per bad row, writing nothing', async () => {
    const { token } = await kit.member();
    const memberPhone = (await kit.call(token, 'GET', '/getInfo')).json().user.phonenumber;
    const phone = newPhone();
    const before = await counts();
    const file = await workbook([
      ['个人会员', '好人', phone, ID_NUMBER, '个人会员', '2026-01-01', '2027-01-01', ''],
      ['普通会员', '甲', newPhone(), ID_NUMBER, '个人会员', '2026-01-01', '2027-01-01', ''],
      ['个人会员', '乙', '12345', ID_NUMBER, '个人会员', '2026-01-01', '2027-01-01', ''],
      ['个人会员', '丙', newPhone(), '110105194912310021', '个人会员', '2026-01-01', '2027-01-01', ''],
      ['单位会员', '丁公司', newPhone(), CREDIT_CODE, '个人会员', '2026-01-01', '2027-01-01', ''],
      ['个人会员', '戊', newPhone(), ID_NUMBER, '个人会员', '2027-01-01', '2026-01-01', ''],
      ['个人会员', '己', newPhone(), ID_NUMBER, '个人会员', '2026-01-01', '2027-01-01', 'x@'],
      ['个人会员', '好人', phone, ID_NUMBER, '个人会员', '2026-01-01', '2027-01-01', ''],
      ['个人会员', '张三', memberPhone, ID_NUMBER, '个人会员', '2026-01-01', '2027-01-01', ''],
    ]);
    const response = await upload(file);
    expect(response.statusCode).toBe(400);
    const { errors, msg } = response.json();
    expect(msg).toBe('第3行：会员类型应为个人会员或单位会员');
    expect(errors.map((error: { row: number }) => error.row)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(errors.map((error: { msg: string }) => error.msg.replace(/^第\d+行：/, ''))).toEqual([
      '会员类型应为个人会员或单位会员',
      '手机号格式不正确',
      '身份证号不正确',
      '会员等级“个人会员”不存在或不属于单位会员',
      '有效期应为 YYYY-MM-DD 格式，且止不早于起',
      '电子邮箱格式不正确',
      '与前面的行手机号和会员类型重复',
      expect.stringMatching(/^该手机号已是个人会员（XH\d{9}）$/),
    ]);
    expect(await counts()).toEqual(before);
  });

  it('refuses a file that is not the template, not a workbook, or empty', async () => {
    expect((await upload(await workbook([], ['姓名', '手机号']))).json()).toEqual({
      code: 400,
      msg: '表头与导入模板不一致，请下载导入模板填写',
    });
    expect((await upload(samples.png)).json()).toEqual({
      code: 400,
      msg: '文件不是有效的 Excel（.xlsx）文件',
    });
    expect((await upload(await workbook([]))).json()).toEqual({ code: 400, msg: '文件中没有会员数据' });
    expect((await upload(await workbook([]), editor)).statusCode).toBe(403);
  });
});
