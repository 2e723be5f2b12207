import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSession } from '@/store/session';
import { type ApiCall, ok, refused, setupApiServer } from '@/testing/api-server';
import { privateFile, sentBack, trailEntry } from '@/testing/workflow-fixtures';
import { renderApp } from '@/testing/render-app';
import { logInSiteUser } from '@/testing/site-user';
import { expectShown } from '@/testing/expect-shown';

const api = setupApiServer();

const levels = [
  {
    levelId: 1,
    kind: 'personal',
    levelName: '个人会员',
    levelEsName: 'Individual Member',
    fee: 30000,
    periodMonths: 12,
    benefits: '参加协会活动与培训',
    benefitsEs: 'Join association events',
  },
  {
    levelId: 2,
    kind: 'org',
    levelName: '会员单位',
    levelEsName: 'Member Unit',
    fee: 300000,
    periodMonths: 12,
    benefits: '单位会员证书',
    benefitsEs: 'Membership certificate',
  },
];

const payTo = { accountName: '文化产业协会', bankName: '中国银行北京分行', account: '1100 2233 4455' };

function application(overrides: Record<string, unknown> = {}) {
  return {
    applyId: 21,
    userId: 7,
    phone: '138****8000',
    kind: 'personal',
    applyType: 'join',
    levelId: 1,
    levelName: '个人会员',
    fee: 30000,
    status: '0',
    statusLabel: '待审核',
    nextAction: 'wait',
    comment: '',
    memberId: null,
    realName: '王小明',
    gender: '0',
    idNumber: '110***********002X',
    birthday: '1990-01-01',
    employer: '文化公司',
    position: '',
    education: '',
    specialty: '',
    resume: '',
    photo: null,
    orgName: '',
    creditCode: '',
    legalPerson: '',
    address: '',
    contactName: '',
    contactPhone: '',
    staffSize: null,
    businessScope: '',
    licence: null,
    email: 'x@example.com',
    attachments: [],
    trail: [trailEntry('0', '待审核', '提交申请', '王小明')],
    payments: [],
    createTime: '2026-11-20 10:00:00',
    updateTime: null,
    ...overrides,
  };
}

function serveVisitor() {
  api.on('GET /api/system/sign/levelList', ok({ data: levels }));
  api.on('GET /api/bll/article/list', ok({ rows: [], total: 0 }));
}

function serveUser(mine: { member?: unknown; org?: unknown } = {}) {
  serveVisitor();
  logInSiteUser(api);
  api.on('GET /api/system/sign/getInfo', ok({ data: { member: null, org: null, payTo, ...mine } }));
}

/** 小明, whose application was approved and now waits for the fee. */
const serveApprovedApplicant = () => serveUser({ member: application({ status: '3', nextAction: 'pay' }) });

const bodyOf = (call: ApiCall) => call.body as Record<string, unknown>;

describe('/memberShip', () => {
  it('shows a visitor the levels with their fees and asks them to log in to apply', async () => {
    serveVisitor();
    renderApp('/memberShip');
    const levelsSection = await screen.findByRole('region', { name: '会员等级与会费' });
    expect(await within(levelsSection).findByText('¥300.00 / 12 个月')).toBeTruthy();
    expectShown(levelsSection, ['¥3,000.00 / 12 个月', '单位会员证书']);
    const apply = screen.getByRole('region', { name: '申请入会' });
    expect(within(apply).getByRole('link', { name: '登录' }).getAttribute('href')).toBe(
      '/login?redirect=%2FmemberShip',
    );
    expect(api.callsTo('GET /api/system/sign/getInfo')).toHaveLength(0);
  });

  it('shows its sections together once the guide and the levels have arrived, so none moves down', async () => {
    serveVisitor();
    let sendGuide!: () => void;
    const guideSent = new Promise<void>((resolve) => {
      sendGuide = resolve;
    });
    api.on('GET /api/bll/article/list', async () => {
      await guideSent;
      return ok({ rows: [], total: 0 });
    });
    renderApp('/memberShip');
    expect(await screen.findByRole('heading', { level: 1, name: '会员服务' })).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /api/system/sign/levelList')).toHaveLength(1));
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe('加载中…');
    expect(screen.queryByRole('region', { name: '申请入会' })).toBeNull();
    sendGuide();
    const levelsSection = await screen.findByRole('region', { name: '会员等级与会费' });
    expect(within(levelsSection).getByText('¥300.00 / 12 个月')).toBeTruthy();
    expect(screen.getByRole('region', { name: '申请入会' })).toBeTruthy();
  });

  it('shows the levels in English with their English benefits', async () => {
    serveVisitor();
    useSession.getState().setLang(1);
    renderApp('/memberShip');
    expect(await screen.findByText('Individual Member')).toBeTruthy();
    expect(screen.getByText('¥300.00 / 12 months')).toBeTruthy();
    expect(screen.getByText('Join association events')).toBeTruthy();
  });

  it('checks the form first and shows each refusal beside its field, saving nothing', async () => {
    serveUser();
    api.on(
      'POST /api/system/sign/check',
      refused('请填写姓名', [
        { field: 'realName', msg: '请填写姓名' },
        { field: 'idNumber', msg: '身份证号不正确，请填写18位居民身份证号' },
      ]),
    );
    renderApp('/memberShip');
    fireEvent.click(await screen.findByRole('button', { name: '检查并提交' }));
    expect(await screen.findByText('请按提示修改表格中的 2 处问题。')).toBeTruthy();
    const name = screen.getByLabelText('姓名');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('身份证号不正确，请填写18位居民身份证号')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(api.callsTo('POST /api/system/sign/addMember')).toHaveLength(0);
    // Typing in a field takes its message away.
    fireEvent.change(name, { target: { value: '王小明' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('submits a checked personal form with its fields and shows the application waiting for review', async () => {
    serveUser();
    api.on('POST /api/system/sign/check', ok());
    api.on('POST /api/system/sign/addMember', () => {
      api.on('GET /api/system/sign/getInfo', ok({ data: { member: application(), org: null, payTo } }));
      return ok({ data: { applyId: 21, status: '0' } });
    });
    renderApp('/memberShip');
    fireEvent.change(await screen.findByLabelText('会员等级'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: ' 王小明 ' } });
    fireEvent.change(screen.getByLabelText('性别'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('身份证号'), { target: { value: '11010519491231002X' } });
    fireEvent.change(screen.getByLabelText('电子邮箱'), { target: { value: 'x@example.com' } });
    fireEvent.change(screen.getByLabelText('工作单位'), { target: { value: '文化公司' } });
    fireEvent.click(screen.getByRole('button', { name: '检查并提交' }));

    const mine = await screen.findByRole('article', { name: '我的入会申请' });
    expect(within(mine.querySelector('header')!).getByText('待审核')).toBeTruthy();
    expect(within(mine).getByRole('status').textContent).toContain('协会将在 5 个工作日内完成审核');
    expect(within(mine).getByText('提交申请')).toBeTruthy();
    const [sent] = api.callsTo('POST /api/system/sign/addMember');
    expect(bodyOf(sent)).toMatchObject({
      levelId: 1,
      realName: '王小明',
      gender: '0',
      idNumber: '11010519491231002X',
      email: 'x@example.com',
      employer: '文化公司',
      attachments: [],
    });
    expect(bodyOf(api.callsTo('POST /api/system/sign/check')[0])).toEqual(bodyOf(sent));
    // Only the organisation form is left to start.
    expect(screen.getByRole('tab', { name: '单位入会申请' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '个人入会申请' })).toBeNull();
  });

  it('uploads the licence privately and sends its id with the organisation form', async () => {
    serveUser();
    api.on('POST /workflow/attachment', (call: ApiCall) => {
      expect(call.query.get('kind')).toBe('member_apply');
      return ok({ data: privateFile(55, 'licence.png') });
    });
    api.on('POST /api/system/sign/checkOrg', ok());
    api.on('POST /api/system/sign/addOrg', ok({ data: { applyId: 22, status: '0' } }));
    renderApp('/memberShip');
    fireEvent.click(await screen.findByRole('tab', { name: '单位入会申请' }));
    fireEvent.change(screen.getByLabelText('营业执照'), {
      target: { files: [new File(['png'], 'licence.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('licence.png')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '检查并提交' }));
    await waitFor(() => expect(api.callsTo('POST /api/system/sign/addOrg')).toHaveLength(1));
    expect(bodyOf(api.callsTo('POST /api/system/sign/addOrg')[0])).toMatchObject({ licence: 55 });
  });

  it('refuses a file of the wrong type before sending it', async () => {
    serveUser();
    renderApp('/memberShip');
    fireEvent.change(await screen.findByLabelText('照片'), {
      target: { files: [new File(['x'], 'photo.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText('文件格式不正确, 请上传png/jpg/jpeg格式文件!')).toBeTruthy();
    expect(api.callsTo('POST /workflow/attachment')).toHaveLength(0);
  });

  it('asks for more information with the comment and resubmits the same application', async () => {
    serveUser({
      member: application(sentBack('提交申请', '会员专员', '请补充学历证明')),
    });
    api.on('POST /api/system/sign/check', ok());
    api.on('POST /api/system/sign/addMember', ok({ data: { applyId: 21, status: '0' } }));
    renderApp('/memberShip');
    const mine = await screen.findByRole('article', { name: '我的入会申请' });
    expect(within(mine).getAllByText('请补充学历证明').length).toBeGreaterThan(0);
    expect(within(mine).getByText('会员专员')).toBeTruthy();
    expect((within(mine).getByLabelText('姓名') as HTMLInputElement).value).toBe('王小明');
    fireEvent.click(within(mine).getByRole('button', { name: '修改后重新提交' }));
    await waitFor(() => expect(api.callsTo('POST /api/system/sign/addMember')).toHaveLength(1));
    expect(bodyOf(api.callsTo('POST /api/system/sign/addMember')[0])).toMatchObject({
      realName: '王小明',
      employer: '文化公司',
    });
  });

  it('shows the bank details and amount after approval and sends the transfer with its voucher', async () => {
    serveApprovedApplicant();
    api.on(
      'POST /workflow/attachment',
      ok({
        data: {
          attachmentId: 77,
          originalName: 'voucher.jpg',
          fileType: 'jpg',
          fileSize: 4096,
          createTime: null,
          url: '/workflow/attachment/77',
        },
      }),
    );
    api.on('POST /api/system/sign/submitPayInfo', ok({ data: { applyId: 21, payId: 9, status: '4' } }));
    renderApp('/memberShip');
    const pay = await screen.findByRole('region', { name: '缴纳会费' });
    expectShown(pay, ['¥300.00', '1100 2233 4455']);
    fireEvent.change(within(pay).getByLabelText('付款银行'), { target: { value: '工商银行' } });
    fireEvent.change(within(pay).getByLabelText('付款账号'), { target: { value: '6222 0000 1111' } });
    fireEvent.change(within(pay).getByLabelText('转账凭证（截图或回单照片）'), {
      target: { files: [new File(['j'], 'voucher.jpg', { type: 'image/jpeg' })] },
    });
    await within(pay).findByText('voucher.jpg');
    fireEvent.change(within(pay).getByLabelText('发票抬头'), { target: { value: '王小明' } });
    fireEvent.click(within(pay).getByRole('button', { name: '提交转账信息' }));
    await waitFor(() => expect(api.callsTo('POST /api/system/sign/submitPayInfo')).toHaveLength(1));
    expect(bodyOf(api.callsTo('POST /api/system/sign/submitPayInfo')[0])).toMatchObject({
      applyId: 21,
      amount: 30000,
      voucher: 77,
      payerName: '王小明',
      bank: '工商银行',
      account: '6222 0000 1111',
      invoiceTitle: '王小明',
    });
  });

  it('shows a refused transfer beside its field', async () => {
    serveApprovedApplicant();
    api.on(
      'POST /api/system/sign/submitPayInfo',
      refused('付款账号格式不正确', [{ field: 'account', msg: '付款账号格式不正确' }]),
    );
    renderApp('/memberShip');
    const pay = await screen.findByRole('region', { name: '缴纳会费' });
    fireEvent.click(within(pay).getByRole('button', { name: '提交转账信息' }));
    expect(await within(pay).findByText('付款账号格式不正确')).toBeTruthy();
    expect(within(pay).getByLabelText('付款账号').getAttribute('aria-invalid')).toBe('true');
  });

  it('links a confirmed payment to its receipt and shows the reason of a rejection', async () => {
    const payment = (payId: number, status: string, comment = '') => ({
      payId,
      applyId: 21,
      memberId: null,
      method: 'transfer',
      payerName: '王小明',
      bank: '工商银行',
      account: '6222',
      amount: 30000,
      reference: '',
      paidDate: '2026-11-21',
      invoiceTitle: '',
      invoiceTaxNo: '',
      invoiceEmail: '',
      status,
      comment,
      periodFrom: null,
      periodTo: null,
      auditBy: '',
      auditTime: null,
      createTime: '2026-11-21 10:00:00',
      voucher: null,
      statusLabel: '',
    });
    serveUser({
      member: application({
        status: '5',
        nextAction: 'none',
        payments: [payment(8, '2', '金额不符'), payment(9, '1')],
      }),
      org: application({
        applyId: 30,
        kind: 'org',
        status: '2',
        nextAction: 'readReason',
        comment: '材料不实',
      }),
    });
    renderApp('/memberShip');
    const [personal, org] = await screen.findAllByRole('article');
    expect(within(personal).getByText('金额不符')).toBeTruthy();
    expect(within(personal).getByRole('link', { name: '收据' }).getAttribute('href')).toBe(
      '/memberShip/receipt/9',
    );
    expectShown(org, ['已驳回', '材料不实']);
    // A rejected organisation may apply again; a member does not apply twice.
    expect(screen.getByRole('tab', { name: '单位入会申请' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '个人入会申请' })).toBeNull();
  });
});
