import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { secondsFromNow } from '../../server/src/http/time.js';
import { setupAppAndBrowser } from '../support/app.js';
import { getPageErrors, openPage, screenshot } from '../support/browser.js';
import { pdfFile } from '../support/files.js';
import { useJourney } from '../support/journey.js';
import { attachFile, fillLabelled, label, pathOf, visible } from '../support/locators.js';
import { api as callApi, passwordLogin } from '../support/staff.js';
import { newVisitor, register } from '../support/visitor.js';

const app = setupAppAndBrowser();
const api = <T = unknown>(path: string, init: Parameters<typeof callApi>[2] = {}) =>
  callApi<T>(app.server, path, init);

// Ability evaluation and declarations from both sides (issue 12). A visitor applies to a programme
// with a document; staff approve and record a pass; the applicant opens the certificate, whose QR
// code opens the public verification saying 有效, and 已撤销 once staff revoke it in the admin
// shell. At phone width a visitor files a declaration on an award call; staff approve it and
// publish the announcement, and it appears on /meritRating.

/** antd spaces a two-character button label (搜 索). */
const spaced = (text: string) => new RegExp(`^${[...text].join('\\s*')}$`);
const stamp = String(Date.now()).slice(-6);
/** The time `days` from now, as the API takes it. */
const inDays = (days: number) => secondsFromNow(days * 86_400);

let adminToken = '';
beforeAll(async () => {
  adminToken = (await api('/login', { method: 'POST', body: { username: 'admin', password: 'admin123' } }))
    .body.token!;
});

describe('an applicant is certified, verified, and the certificate revoked (1440 px)', () => {
  let page: Page;
  let staff: Page;
  const visitor = newVisitor();
  const programme = `新媒体运营能力评价${stamp}`;
  let applyId = 0;
  let verifyUrl = '';

  beforeAll(async () => {
    [page, staff] = await Promise.all([
      openPage(app.browser, undefined, 'desktop'),
      openPage(app.browser, undefined, 'desktop'),
    ]);
    const created = await api('/evaluate/program', {
      method: 'POST',
      token: adminToken,
      body: {
        name: programme,
        levels: ['初级', '中级'],
        requirements: '从事新媒体运营工作满1年',
        fee: 0,
        applyStart: inDays(-1),
        applyEnd: inDays(20),
        examDate: inDays(30).slice(0, 10),
        validYears: 3,
        status: '1',
      },
    });
    expect(created.body.code).toBe(200);
  });

  useJourney('evaluation', { page: () => page, server: () => app.server });

  it('applies to the programme with a document', async () => {
    await register(page, app.server, visitor);
    await page.goto(app.server.url('/evaluate'));
    const card = page.getByRole('article', { name: programme });
    await card.getByRole('button', { name: '在线报名' }).click();
    await card.getByLabel(label('申报等级')).selectOption('初级');
    await fillLabelled(card, {
      姓名: '赵敏',
      工作单位: '北京新媒体文化有限公司',
      学历: '本科',
      从业经历: '负责多个文化机构的公众号与短视频运营，累计粉丝百万。',
    });
    await attachFile(card, '证明材料（学历、职称、业绩证明等）', pdfFile('degree.pdf'));
    await screenshot(page, 'evaluation/apply-desktop');
    await card.getByRole('button', { name: '提交报名' }).click();
    await visible(page.getByText('待审核').first());
    const mine = await api<{ applyId: number }[]>('/api/evaluate/mine', {
      token: await page.evaluate(() => document.cookie.match(/Admin-Token=([^;]+)/)?.[1] ?? ''),
    });
    applyId = mine.body.data![0].applyId;
    expect(applyId).toBeGreaterThan(0);
  });

  it('is approved and passes; the certificate’s QR code opens the verification saying 有效', async () => {
    expect(
      (
        await api('/evaluate/apply/audit', {
          method: 'PUT',
          token: adminToken,
          body: { applyId, action: 'approve' },
        })
      ).body.code,
    ).toBe(200);
    const passed = await api<{ certNo: string }>('/evaluate/result', {
      method: 'PUT',
      token: adminToken,
      body: { applyId, score: 91, passed: true, comment: '表现优秀' },
    });
    expect(passed.body.data?.certNo).toMatch(/^PJ\d{9}$/);
    await page.goto(app.server.url('/evaluate'));
    await visible(page.getByText('已认证').first());
    await page.getByRole('link', { name: '查看证书' }).first().click();
    const qr = page.getByRole('img', { name: '证书验证二维码' });
    await visible(qr);
    await visible(page.getByText(passed.body.data!.certNo));
    await screenshot(page, 'evaluation/certificate-desktop');
    verifyUrl = (await qr.getAttribute('data-text')) ?? '';
    expect(verifyUrl).toBe(app.server.url(`/evaluate/verify?certNo=${passed.body.data!.certNo}`));
    await page.goto(verifyUrl);
    await visible(page.getByText('有效', { exact: true }));
    expect(pathOf(page)).toBe('/evaluate/verify');
    await screenshot(page, 'evaluation/verified-desktop');
  });

  it('is revoked by staff in the admin shell, and the verification then says 已撤销', async () => {
    await passwordLogin(staff, app.server, 'admin', 'admin123', '/evaluate/cert');
    const certNo = new URL(verifyUrl).searchParams.get('certNo')!;
    await staff.getByLabel('证书编号').fill(certNo);
    await staff.getByRole('button', { name: spaced('搜索') }).click();
    await expect.poll(() => staff.locator('.ant-table-row').count()).toBe(1);
    await staff
      .locator('.ant-table-row')
      .getByRole('button', { name: /撤\s*销/ })
      .click();
    const dialog = staff.getByRole('dialog');
    await dialog.getByRole('textbox').fill('证明材料经核查不实');
    await screenshot(staff, 'evaluation/revoke-desktop');
    await dialog.getByRole('button', { name: spaced('确定') }).click();
    await visible(staff.locator('.ant-table-row').getByText('已撤销'));
    await page.goto(verifyUrl);
    await visible(page.getByText(/已于 .* 撤销/));
    await screenshot(page, 'evaluation/revoked-desktop');
    expect(getPageErrors(page).map(String)).toEqual([]);
  });
});

describe('a declaration is approved, announced and listed on /meritRating (375 px)', () => {
  let page: Page;
  let staff: Page;
  const visitor = newVisitor();
  const title = `年度优秀文化项目评选${stamp}`;
  const project = `社区戏剧节${stamp}`;
  let callId = 0;

  beforeAll(async () => {
    [page, staff] = await Promise.all([
      openPage(app.browser, undefined, 'phone'),
      openPage(app.browser, undefined, 'desktop'),
    ]);
    const created = await api<{ callId: number }>('/declare/call', {
      method: 'POST',
      token: adminToken,
      body: {
        title,
        content: '<p>评选年度优秀文化项目。</p>',
        kind: 'award',
        startTime: inDays(-1),
        endTime: inDays(20),
        requiredFiles: '申报书',
        memberOnly: false,
        status: '1',
      },
    });
    callId = created.body.data!.callId;
  });

  useJourney('declaration', { page: () => page, server: () => app.server });

  it('files a declaration with its document', async () => {
    await register(page, app.server, visitor);
    await page.goto(app.server.url(`/Declare?callId=${callId}`));
    await visible(page.getByRole('heading', { name: title }));
    const form = page.getByRole('form', { name: '在线申报' });
    await fillLabelled(form, {
      申报项目名称: project,
      '申报人（单位）': '北京社区文化中心',
      联系人: '钱多多',
      联系电话: '13800000002',
      申报简介: '连续三年举办社区戏剧节，吸引居民两万人次参与。',
    });
    await attachFile(form, '申报材料', pdfFile('申报书.pdf'));
    await screenshot(page, 'evaluation/declare-phone');
    await form.getByRole('button', { name: '提交申报' }).click();
    await visible(page.getByText('申报已提交，请等待协会审核。'));
  });

  it('is approved and announced by staff in the admin shell', async () => {
    await passwordLogin(staff, app.server, 'admin', 'admin123', '/declare/apply');
    await staff.getByLabel('关键字').fill(project);
    await staff.getByRole('button', { name: spaced('搜索') }).click();
    await expect.poll(() => staff.locator('.ant-table-row').count()).toBe(1);
    await staff
      .locator('.ant-table-row')
      .getByRole('button', { name: /详情\/审核/ })
      .click();
    await staff.getByRole('button', { name: spaced('审核通过') }).click();
    await staff.getByRole('button', { name: spaced('确定') }).click();
    await visible(staff.locator('.ant-table-row').getByText('已通过'));

    await staff.goto(app.server.url('/declare/call'));
    await staff.getByLabel('申报标题').fill(title);
    await staff.getByRole('button', { name: spaced('搜索') }).click();
    await expect.poll(() => staff.locator('.ant-table-row').count()).toBe(1);
    await staff.locator('.ant-table-row').getByRole('button', { name: '发布公示' }).click();
    await screenshot(staff, 'evaluation/publish-desktop');
    await staff
      .getByRole('dialog')
      .getByRole('button', { name: spaced('确定') })
      .click();
    await expect.poll(() => staff.getByRole('dialog').count()).toBe(0);
  });

  it('appears on /meritRating while in publicity', async () => {
    await page.goto(app.server.url('/meritRating'));
    const announced = page
      .getByRole('article', { name: title })
      .or(page.locator('section', { hasText: title }));
    await visible(announced.first());
    await visible(page.getByText(project));
    await screenshot(page, 'evaluation/merit-phone');
    expect(getPageErrors(page).map(String)).toEqual([]);
  });
});
