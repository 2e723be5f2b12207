import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../../config.js';

/** What a code is for; `notice` messages carry no code (a decision on an application, a reminder). */
export type SmsPurpose = 'login' | 'register' | 'reset' | 'notice';

/** The purposes a verification code is sent for. */
export type CodePurpose = Exclude<SmsPurpose, 'notice'>;

export interface SmsMessage {
  phone: string;
  purpose: SmsPurpose;
  /** The whole text the phone shows. */
  text: string;
  /** The verification code, for the code purposes. */
  code?: string;
}

export interface SmsSender {
  readonly driver: string;
  send(message: SmsMessage): Promise<void>;
}

const PURPOSE_TEXT: Record<CodePurpose, string> = {
  login: '登录',
  register: '注册',
  reset: '重置密码',
};

/** The text of a verification code message. */
export function codeText(purpose: CodePurpose, code: string): string {
  return `【协会】您的${PURPOSE_TEXT[purpose]}验证码为${code}，5分钟内有效，请勿泄露给他人。`;
}

/** Prints the code to the log: the demo default, so a person can log in without a gateway. */
class ConsoleSmsSender implements SmsSender {
  readonly driver = 'console';
  constructor(private readonly log: FastifyBaseLogger) {}
  async send(message: SmsMessage) {
    const { phone, purpose, code, text } = message;
    this.log.info({ phone, purpose }, code ? `SMS code ${code}` : `SMS ${text}`);
  }
}

/** Appends one JSON line per message: what tests and staging read instead of a phone. */
class FileSmsSender implements SmsSender {
  readonly driver = 'file';
  constructor(private readonly outbox: string) {}
  async send(message: SmsMessage) {
    await fs.mkdir(path.dirname(this.outbox), { recursive: true });
    await fs.appendFile(this.outbox, `${JSON.stringify({ ...message, at: new Date().toISOString() })}\n`);
  }
}

/** Posts `{phone, purpose, text}` (and `code` for codes) as JSON to a gateway; any non-2xx answer is a failure. */
class HttpSmsSender implements SmsSender {
  readonly driver = 'http';
  constructor(private readonly url: string) {}
  async send(message: SmsMessage) {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  }
}

export function createSmsSender(config: AppConfig, log: FastifyBaseLogger): SmsSender {
  switch (config.smsDriver) {
    case 'file':
      return new FileSmsSender(config.smsOutbox);
    case 'http':
      return new HttpSmsSender(config.smsHttpUrl);
    default:
      return new ConsoleSmsSender(log);
  }
}
