import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { secondsFromNow } from '../../server/src/http/time.js';
import { setupAppAndBrowser } from '../support/app.js';
import { getPageErrors, openPage, screenshot, slowCpu } from '../support/browser.js';
import { useJourney } from '../support/journey.js';
import { label, visible } from '../support/locators.js';
import { api, passwordLogin } from '../support/staff.js';
import { newVisitor, register } from '../support/visitor.js';

const app = setupAppAndBrowser();

// Training events (issue 12): staff publish a one-seat training; a visitor signs up and gets the
// e-ticket; a second visitor, at phone width, joins the waiting list; the first cancels and the
// second moves up; staff check the second in at the door by the ticket code, once.

const TITLE = `数字出版实务培训 ${Date.now() % 100000}`;
/** `YYYY-MM-DD time`, `days` from today (local time, as the server reads event times). */
const at = (days: number, time: string) => `${secondsFromNow(days * 86_400).slice(0, 10)} ${time}`;

async function publishEvent() {
  const login = await api(app.server, '/login', {
    method: 'POST',
    body: { username: 'admin', password: 'admin123' },
  });
  const created = await api<{ activityId: number }>(app.server, '/activity/event', {
    method: 'POST',
    token: login.body.token,
    body: {
      title: TITLE,
      titleEs: 'Digital publishing in practice',
      content: '<p>名额一位，额满候补。</p>',
      type: 'training',
      location: '协会培训中心 3 楼',
      startTime: at(10, '09:00:00'),
      endTime: at(10, '17:00:00'),
      signStart: at(-1, '00:00:00'),
      signEnd: at(9, '18:00:00'),
      cancelDeadline: at(9, '12:00:00'),
      capacity: 1,
      memberOnly: false,
      needAudit: false,
      fee: 0,
      hours: 6,
      status: '1',
    },
  });
  expect(created.body.code, created.body.msg).toBe(200);
  return created.body.data!.activityId;
}

/** Opens the event from the list and signs up as `name`. */
async function signUp(page: Page, name: string) {
  await page.goto(app.server.url('/trainingEvent'));
  await page.getByRole('link', { name: TITLE }).first().click();
  const form = page.getByRole('form', { name: '在线报名' });
  await form.getByLabel(label('姓名')).fill(name);
  await form.getByLabel(label('工作单位')).fill('文化出版社');
  await form.getByRole('button', { name: '提交报名' }).click();
}

describe('a training with one seat', () => {
  let first: Page;
  let second: Page;
  let staff: Page;

  beforeAll(async () => {
    [first, second, staff] = await Promise.all([
      openPage(app.browser, undefined, 'desktop'),
      openPage(app.browser, undefined, 'phone'),
      openPage(app.browser, undefined, 'desktop'),
    ]);
  });

  useJourney('events', { page: () => first, server: () => app.server });

  let activityId = 0;

  it('is published by staff and listed on the public site with its seat', async () => {
    activityId = await publishEvent();
    await first.goto(app.server.url('/trainingEvent'));
    await visible(first.getByRole('link', { name: TITLE }).first());
    await visible(first.getByText('剩余 1 个名额').first());
    await screenshot(first, 'events/list-desktop');
  });

  it('takes a first visitor, who gets an e-ticket with a QR code', async () => {
    await register(first, app.server, newVisitor());
    await signUp(first, '周晓');
    await visible(first.getByText('报名成功，请凭电子票入场。'));
    await screenshot(first, 'events/registered-desktop');
    await first.getByRole('link', { name: '查看电子票' }).click();
    await visible(first.getByRole('img', { name: '电子票二维码' }));
    await screenshot(first, 'events/ticket-desktop');
  });

  it('puts a second visitor, at phone width, on the waiting list', async () => {
    await register(second, app.server, newVisitor());
    await signUp(second, '吴敏');
    await visible(second.getByText(/候补名单第 1 位/));
    await screenshot(second, 'events/waitlisted-phone');
  });

  it('moves the second visitor up when the first cancels', async () => {
    await first.goto(app.server.url(`/trainingEvent/detail?activityId=${activityId}`));
    await first.getByRole('button', { name: '取消报名' }).click();
    await first.getByRole('button', { name: /确\s*定/ }).click();
    await visible(first.getByText('您已取消本次报名。'));
    await second.reload();
    await visible(second.getByText('报名成功，请凭电子票入场。'));
  });

  it('checks the second visitor in at the door by the ticket code, once', async () => {
    await second.getByRole('link', { name: '查看电子票' }).click();
    const qr = second.getByRole('img', { name: '电子票二维码' });
    await visible(qr);
    const code = (await qr.getAttribute('data-text'))!;
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    await screenshot(second, 'events/ticket-phone');

    await passwordLogin(staff, app.server, 'admin', 'admin123', '/admin');
    // The desk's computer may be slow. On a CPU slowed eightfold, antd's button spinner used to
    // stay behind after the first check-in, naming the button "loading 签到" (CI caught it).
    await slowCpu(staff, 8);
    await staff.goto(app.server.url(`/activity/event-checkin/index/${activityId}`));
    await staff.getByLabel('票号').fill(code.toLowerCase());
    await staff.getByRole('button', { name: /^签\s*到$/ }).click();
    await visible(staff.getByRole('status').getByText('签到成功'));
    await visible(staff.getByText('已签到 1 / 1'));
    await screenshot(staff, 'events/checkin-desktop');
    await staff.getByLabel('票号').fill(code);
    await staff.getByRole('button', { name: /^签\s*到$/ }).click();
    await expect.poll(() => staff.getByRole('status').textContent()).not.toContain('签到成功');
    expect(getPageErrors(first).map(String)).toEqual([]);
    expect(getPageErrors(second).map(String)).toEqual([]);
  });
});
