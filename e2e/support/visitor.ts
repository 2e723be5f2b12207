import type { Page } from 'playwright-core';
import { label, visible } from './locators.js';
import type { TestServer } from './server.js';

// What visitor journeys share: a new account made through /register with an SMS code.

const random8 = () => String(Math.floor(Math.random() * 1e8)).padStart(8, '0');

export interface Visitor {
  phone: string;
  nickname: string;
  password: string;
}

/** A phone number, nickname and password nobody has used in this run. */
export const newVisitor = (): Visitor => ({
  phone: `139${random8()}`,
  nickname: `访客${random8().slice(0, 4)}`,
  password: `Xh-${random8()}`,
});

/** Registers `visitor` on /register with the SMS code sent to it; resolves once the header greets them. */
export async function register(page: Page, server: TestServer, visitor: Visitor): Promise<string> {
  await page.goto(server.url('/register'));
  await page.getByLabel(label('手机号')).fill(visitor.phone);
  const since = new Date();
  await page.getByRole('button', { name: '获取验证码' }).click();
  const code = await server.readSmsCode(visitor.phone, 'register', { since });
  await page.getByLabel(label('短信验证码')).fill(code);
  await page.getByLabel(label('昵称')).fill(visitor.nickname);
  await page.getByLabel(label('密码')).fill(visitor.password);
  await page.getByLabel(label('确认密码')).fill(visitor.password);
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await visible(page.getByRole('banner').getByText(visitor.nickname));
  return code;
}
