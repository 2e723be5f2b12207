import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupAppAndBrowser } from '../support/app.js';
import { getPageErrors, openPage, screenshot } from '../support/browser.js';
import { pdfFile, pngFile } from '../support/files.js';
import { useJourney } from '../support/journey.js';
import { attachFile, fillLabelled, label, pathOf, visible } from '../support/locators.js';
import { passwordLogin } from '../support/staff.js';
import { newVisitor, register } from '../support/visitor.js';

const app = setupAppAndBrowser();

// Membership from both sides (issue 11): a new visitor registers and applies as a person with an
// attachment; the membership officer asks for more; the applicant fixes and resubmits; the
// officer approves; the applicant pays by transfer with a voucher; the officer confirms; the
// personal page shows the member card, and the e-card's QR code opens the public verification,
// which says 有效. An organisation applies at phone width with its licence.

const ID_NUMBER = '11010519491231002X';
const CREDIT_CODE = '91350100M000100Y43';

const SHOT_NAMES: Record<string, string> = { 退回补充: 'supplement', 通过: 'approve', 确认: 'confirm' };

/** antd spaces a two-character button label (通 过). */
const spaced = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);

/**
 * The membership officer, in the admin shell, finds the record of `phone` in the queue at
 * `listPath`, opens it and takes `decision` with `comment`.
 */
async function review(staff: Page, listPath: string, phone: string, decision: string, comment: string) {
  await staff.goto(app.server.url(listPath));
  await staff.getByPlaceholder(/手机号/).fill(phone);
  await staff.getByRole('button', { name: spaced('搜索') }).click();
  const row = staff.locator('.ant-table-row').first();
  await visible(row);
  await expect.poll(() => staff.locator('.ant-table-row').count()).toBe(1);
  await row.getByRole('button', { name: /详情\/审核/ }).click();
  await staff.getByRole('button', { name: spaced(decision) }).click();
  const form = staff.getByRole('form', { name: decision });
  await form.getByRole('textbox').fill(comment);
  await screenshot(staff, `membership/officer${listPath.replace(/\//g, '-')}-${SHOT_NAMES[decision]}`);
  await staff.getByRole('button', { name: spaced('确定') }).click();
  await expect.poll(() => form.count()).toBe(0);
}

const myApplication = (page: Page) => page.getByRole('article', { name: '我的入会申请' });

describe('membership journey of a person at 1440 px', () => {
  let page: Page;
  let staff: Page;
  const visitor = newVisitor();

  beforeAll(async () => {
    [page, staff] = await Promise.all([
      openPage(app.browser, undefined, 'desktop'),
      openPage(app.browser, undefined, 'desktop'),
    ]);
  });

  useJourney('membership', { page: () => page, server: () => app.server });

  it('has the membership officer logged in to the admin shell', async () => {
    await passwordLogin(staff, app.server, 'member', 'member123', '/member/apply');
  });

  it('registers and applies as a person with a photo and an attachment', async () => {
    await register(page, app.server, visitor);
    await page.goto(app.server.url('/memberShip'));
    await visible(page.getByRole('heading', { name: '会员等级与会费' }));
    const form = page.getByRole('region', { name: '申请入会' });
    await form.getByLabel(label('会员等级')).selectOption({ label: '个人会员（¥300.00）' });
    await form.getByLabel(label('性别')).selectOption('0');
    await fillLabelled(form, {
      姓名: '王小明',
      身份证号: '110105194912310021',
      电子邮箱: 'xiaoming@example.com',
      工作单位: '北京文化传媒有限公司',
    });
    await attachFile(form, '照片', pngFile('photo.png'));
    await attachFile(form, '附件（学历、职称、获奖证明等）', pdfFile('degree.pdf'));

    // A wrong ID number is named beside its field before anything is saved.
    await form.getByRole('button', { name: '检查并提交' }).click();
    await visible(form.getByText('身份证号不正确，请填写18位居民身份证号'));
    await form.getByLabel(label('身份证号')).fill(ID_NUMBER);
    await form.getByRole('button', { name: '检查并提交' }).click();

    await visible(myApplication(page).getByText('待审核').first());
    await screenshot(page, 'membership/applied-desktop');
  });

  it('is asked for more, fixes the form and resubmits', async () => {
    await review(staff, '/member/apply', visitor.phone, '退回补充', '请补充职务信息');
    await page.reload();
    const mine = myApplication(page);
    await visible(mine.getByText('待补充').first());
    await visible(mine.getByText('请补充职务信息').first());
    await mine.getByLabel(label('职务')).fill('策划总监');
    await screenshot(page, 'membership/needs-more-desktop');
    await mine.getByRole('button', { name: '修改后重新提交' }).click();
    await visible(mine.getByText('协会将在 5 个工作日内完成审核', { exact: false }));
  });

  it('is approved and pays by bank transfer with a voucher and invoice details', async () => {
    await review(staff, '/member/apply', visitor.phone, '通过', '材料齐全');
    await page.reload();
    const pay = page.getByRole('region', { name: '缴纳会费' });
    await visible(pay.getByText('¥300.00'));
    await fillLabelled(pay, {
      付款银行: '中国工商银行',
      付款账号: '6222 0200 0000 1234',
      转账流水号: 'TX20261124001',
    });
    await attachFile(pay, '转账凭证（截图或回单照片）', pngFile('voucher.png'));
    await pay.getByLabel(label('发票抬头')).fill('王小明');
    await screenshot(page, 'membership/pay-desktop');
    await pay.getByRole('button', { name: '提交转账信息' }).click();
    await visible(myApplication(page).getByText('待确认').first());
  });

  it('becomes a member once the payment is confirmed, with the card on the personal page', async () => {
    await review(staff, '/member/payment', visitor.phone, '确认', '已到账');

    await page.goto(app.server.url('/personal'));
    const card = page.getByRole('region', { name: '我的会员' });
    await visible(card.getByText(/^XH\d{9}$/));
    await visible(card.getByText('王小明'));
    await screenshot(page, 'membership/member-card-desktop');
    await card.getByRole('link', { name: '收据' }).click();
    const receipt = page.getByRole('article', { name: '收据' });
    await visible(receipt.getByText('人民币叁佰元整'));
    await visible(receipt.getByText('¥300.00'));
    await screenshot(page, 'membership/receipt-desktop');
    await page.goto(app.server.url('/personal'));
  });

  it('prints an e-card whose QR code opens the verification page saying 有效', async () => {
    await page.getByRole('link', { name: '查看电子会员证' }).click();
    const qr = page.getByRole('img', { name: '会员身份验证二维码' });
    await visible(qr);
    await screenshot(page, 'membership/e-card-desktop');
    const target = await qr.getAttribute('data-text');
    expect(target).toMatch(/\/memberShip\/verify\?memberNo=XH\d{9}$/);
    await page.goto(target!);
    await visible(page.getByText('有效', { exact: true }));
    expect(pathOf(page)).toBe('/memberShip/verify');
    await screenshot(page, 'membership/verified-desktop');
    expect(getPageErrors(page).map(String)).toEqual([]);
  });
});

describe('an organisation applies at 375 px', () => {
  let page: Page;
  const visitor = newVisitor();

  beforeAll(async () => {
    page = await openPage(app.browser, undefined, 'phone');
  });

  useJourney('membership-org', { page: () => page, server: () => app.server });

  it('registers and applies with its licence', async () => {
    await register(page, app.server, visitor);
    await page.goto(app.server.url('/memberShip'));
    const form = page.getByRole('region', { name: '申请入会' });
    await form.getByRole('tab', { name: '单位入会申请' }).click();
    await form.getByLabel(label('会员等级')).selectOption({ label: '理事单位（¥10,000.00）' });
    await fillLabelled(form, {
      单位名称: '福建海峡文化发展有限公司',
      统一社会信用代码: CREDIT_CODE,
      法定代表人: '林海',
      单位地址: '福州市鼓楼区五四路 1 号',
      联系人: '陈晓',
      联系电话: '13800138000',
      电子邮箱: 'contact@example.com',
    });
    await attachFile(form, '营业执照', pngFile('licence.png'));
    await screenshot(page, 'membership/org-form-phone');
    await form.getByRole('button', { name: '检查并提交' }).click();
    await visible(myApplication(page).getByText('待审核').first());
    await screenshot(page, 'membership/org-applied-phone');
    expect(getPageErrors(page).map(String)).toEqual([]);
  });
});
