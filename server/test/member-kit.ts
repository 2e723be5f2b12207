import { expect } from 'vitest';
import {
  callAs,
  loginAs,
  type Method,
  postFile,
  registerVisitor,
  successData,
  type TestApp,
} from './helper.js';
import { samples } from './multipart.js';

// What the membership tests share: an applicant's steps through the API (upload, apply, pay) and
// staff's decisions, each expecting success, so a test reads as the journey it checks.

export const ID_NUMBER = '11010519491231002X';
export const CREDIT_CODE = '91350100M000100Y43';

export function memberKit(t: TestApp, admin: string) {
  let visitors = 0;
  /** A new visitor, each from an address of its own (registration is limited per IP). */
  const visitor = () => {
    visitors += 1;
    return registerVisitor(t, `10.11.${Math.floor(visitors / 200)}.${(visitors % 200) + 1}`);
  };

  const call = (token: string, method: Method, url: string, payload?: object) =>
    callAs(t, token, method, url, payload);

  /** POSTs `body` to `url` as staff and gives the new row's id, the answer's `data[idKey]`. */
  async function created(url: string, body: object, idKey: string): Promise<number> {
    return successData(await call(admin, 'POST', url, body), { [idKey]: expect.any(Number) })[
      idKey
    ] as number;
  }

  /** Uploads a private attachment for `kind` and gives its id. */
  async function upload(token: string, kind = 'member_apply', filename = 'photo.png', content = samples.png) {
    const response = await postFile(t, token, `/workflow/attachment?kind=${kind}`, filename, content);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.attachmentId as number;
  }

  async function levelId(kind: 'personal' | 'org', name?: string): Promise<number> {
    const levels = (await t.app.inject({ method: 'GET', url: '/prod-api/api/system/sign/levelList' })).json()
      .data as { levelId: number; kind: string; levelName: string }[];
    const level = levels.find((item) => item.kind === kind && (!name || item.levelName === name));
    if (!level) throw new Error(`no ${kind} level ${name ?? ''}`);
    return level.levelId;
  }

  async function personalForm(token: string, overrides: object = {}) {
    return {
      levelId: await levelId('personal'),
      realName: '张三',
      gender: '0',
      idNumber: ID_NUMBER,
      email: 'zhangsan@example.com',
      employer: '北京文化发展有限公司',
      position: '策划',
      photo: await upload(token),
      ...overrides,
    };
  }

  async function orgForm(token: string, overrides: object = {}) {
    return {
      levelId: await levelId('org', '会员单位'),
      orgName: '北京文化发展有限公司',
      creditCode: CREDIT_CODE,
      legalPerson: '李四',
      address: '北京市东城区文化路 2 号',
      contactName: '王五',
      contactPhone: '13800000001',
      email: 'office@example.com',
      staffSize: 50,
      licence: await upload(token, 'member_apply', 'licence.jpg', samples.jpg),
      ...overrides,
    };
  }

  /** A new visitor's submitted personal (or organisation) application. */
  async function applicant(kind: 'personal' | 'org' = 'personal', overrides: object = {}) {
    const token = await visitor();
    const form = kind === 'personal' ? await personalForm(token, overrides) : await orgForm(token, overrides);
    const response = await call(
      token,
      'POST',
      `/api/system/sign/${kind === 'personal' ? 'addMember' : 'addOrg'}`,
      form,
    );
    return { token, applyId: successData(response, { status: '0' }).applyId as number };
  }

  /** Staff's decisions on records of one kind: `action`, with a `comment`, on record `id`, PUT to `url`. */
  const decider =
    (url: string, idKey: string) =>
    (id: number, action: string, comment = '', token = admin) =>
      call(token, 'PUT', url, { [idKey]: id, action, comment });

  /** The caller's own record whose `idKey` is `id`, in the list `url` gives them. */
  async function ownRecord<Row extends object>(token: string, url: string, idKey: keyof Row, id: number) {
    const rows = (await call(token, 'GET', url)).json().data as Row[];
    return rows.find((row) => row[idKey] === id);
  }

  const audit = decider('/member/apply/audit', 'applyId');

  async function payInfo(token: string, applyId: number, overrides: object = {}) {
    return {
      applyId,
      payerName: '张三',
      bank: '中国银行',
      account: '6217 0000 0000 0000',
      amount: 30000,
      reference: 'TX20261124001',
      voucher: await upload(token, 'member_payment', 'voucher.png'),
      paidDate: '2026-01-02',
      invoiceTitle: '张三',
      invoiceEmail: 'zhangsan@example.com',
      ...overrides,
    };
  }

  async function pay(token: string, applyId: number, overrides: object = {}) {
    const response = await call(
      token,
      'POST',
      '/api/system/sign/submitPayInfo',
      await payInfo(token, applyId, overrides),
    );
    return successData(response, { status: '4' }).payId as number;
  }

  /** An applicant whose approved application has a payment waiting for confirmation. */
  async function paid(kind: 'personal' | 'org' = 'personal') {
    const person = await applicant(kind);
    expect((await audit(person.applyId, 'approve')).json().code).toBe(200);
    const fee = (await call(person.token, 'GET', '/api/system/sign/getInfo')).json().data[
      kind === 'personal' ? 'member' : 'org'
    ].fee as number;
    const payId = await pay(person.token, person.applyId, { amount: fee });
    return { ...person, payId };
  }

  /** A confirmed member: the applicant's token and the member record's number and id. */
  async function member(kind: 'personal' | 'org' = 'personal') {
    const person = await paid(kind);
    const confirmed = await call(admin, 'PUT', '/member/payment/audit', {
      payId: person.payId,
      action: 'confirm',
    });
    expect(confirmed.json(), confirmed.body).toEqual({ code: 200, msg: '操作成功' });
    const vip = (await call(person.token, 'GET', '/member/vip/getVip')).json().data;
    return { ...person, memberNo: vip.memberNo as string, memberId: vip.memberId as number };
  }

  /** A staff account holding the seeded 会员专员 role. */
  async function memberStaff(): Promise<string> {
    const userName = `member${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`;
    const created = await call(admin, 'POST', '/system/user', {
      userName,
      nickName: '会员专员',
      password: 'member123',
      roleIds: [10],
    });
    expect(created.json(), created.body).toMatchObject({ code: 200 });
    return loginAs(t, userName, 'member123');
  }

  /** The SMS notices sent to the account behind `token`, oldest first. */
  async function notices(token: string): Promise<string[]> {
    const phone = (await call(token, 'GET', '/getInfo')).json().user.phonenumber as string;
    const rows = await t.db
      .selectFrom('sysSmsLog')
      .select('content')
      .where('phone', '=', phone)
      .where('purpose', '=', 'notice')
      .orderBy('logId')
      .execute();
    return rows.map((row) => row.content);
  }

  return {
    call,
    visitor,
    created,
    upload,
    decider,
    ownRecord,
    levelId,
    personalForm,
    orgForm,
    applicant,
    audit,
    payInfo,
    pay,
    paid,
    member,
    memberStaff,
    notices,
  };
}
