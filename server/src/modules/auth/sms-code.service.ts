import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from '../../http/envelope.js';
import { formatTime, secondsFromNow, startOfToday } from '../../http/time.js';
import {
  consumeSmsCodeRow,
  deleteExpiredCaptchas,
  deleteExpiredSmsCodes,
  countSmsSends,
  findOpenSmsCode,
  insertSmsLog,
  markSmsLogFailed,
  recordWrongSmsCode,
  replaceSmsCode,
  SMS_FAILED,
  SMS_SENT,
  SMS_WITHHELD,
} from './auth.queries.js';
import type { Db } from '../../db/row-writes.js';
import { holdTransactionLock, TRANSACTION_LOCKS } from '../../db/transaction-lock.js';
import { hashSecret } from './session.service.js';
import { type CodePurpose, codeText } from './sms/sms-sender.js';

/** The rules of DESIGN.md §4: 6 digits, 5 minutes, 5 tries, one send a minute and ten a day per phone. */
export const SMS_CODE_SECONDS = 5 * 60;
export const SMS_MAX_ATTEMPTS = 5;
export const SMS_RESEND_SECONDS = 60;
export const SMS_DAILY_LIMIT_PER_PHONE = 10;
export const SMS_HOURLY_LIMIT_PER_IP = 30;

const codeHash = (phone: string, purpose: CodePurpose, code: string) =>
  hashSecret(`${phone}:${purpose}:${code}`);

async function refuseWhenTooFrequent(db: Db, phone: string, ip: string) {
  if ((await countSmsSends(db, secondsFromNow(-SMS_RESEND_SECONDS), { phone })) > 0)
    throw new HttpError(429, '验证码发送过于频繁，请60秒后再试');
  if ((await countSmsSends(db, startOfToday(), { phone })) >= SMS_DAILY_LIMIT_PER_PHONE)
    throw new HttpError(429, '该手机号今日验证码发送次数已达上限，请明天再试');
  if ((await countSmsSends(db, secondsFromNow(-3600), { ipaddr: ip })) >= SMS_HOURLY_LIMIT_PER_IP)
    throw new HttpError(429, '验证码发送过于频繁，请稍后再试');
}

/**
 * Sends a fresh code (replacing any earlier one for the same purpose) and records the send in the
 * SMS log. With `withheld` set, nothing is sent and the log says why: the caller answers exactly
 * as for a real send, so the answer never tells whether a phone has an account.
 */
export async function sendSmsCode(
  app: FastifyInstance,
  phone: string,
  purpose: CodePurpose,
  ip: string,
  withheld?: string,
) {
  const now = formatTime();
  const log = {
    phone,
    purpose,
    driver: app.sms.driver,
    content: codeText(purpose, '******'),
    ipaddr: ip,
    createTime: now,
  };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // The limits count the log; checking them and writing the send into it is one step, taken by
  // one request at a time on every instance, or two requests at the same moment would both pass.
  // The gateway is called after that step, so no lock waits on it.
  const logId = await app.db.transaction().execute(async (trx) => {
    await holdTransactionLock(trx, TRANSACTION_LOCKS.smsSend);
    await refuseWhenTooFrequent(trx, phone, ip);
    if (withheld) return insertSmsLog(trx, { ...log, status: SMS_WITHHELD, errorMsg: withheld });
    await replaceSmsCode(trx, {
      phone,
      purpose,
      codeHash: codeHash(phone, purpose, code),
      expiresAt: secondsFromNow(SMS_CODE_SECONDS),
      at: now,
    });
    return insertSmsLog(trx, { ...log, status: SMS_SENT });
  });
  if (withheld) return;
  try {
    await app.sms.send({ phone, code, purpose, text: codeText(purpose, code) });
  } catch (error) {
    app.log.error({ err: error, phone }, 'SMS send failed');
    // A send the gateway refused does not count against the limits.
    await markSmsLogFailed(app.db, logId, String(error).slice(0, 500));
    throw new HttpError(500, '短信发送失败，请稍后重试');
  }
}

/**
 * Uses up the phone's current code for `purpose` when `code` matches. A wrong code counts a try;
 * the fifth wrong try, expiry or an earlier use makes the code worthless. Returns the code's row id.
 */
export async function consumeSmsCode(
  app: FastifyInstance,
  phone: string,
  purpose: CodePurpose,
  code: string,
): Promise<number> {
  const now = formatTime();
  const row = await findOpenSmsCode(app.db, phone, purpose);
  if (!row || row.expiresAt < now || row.attempts >= SMS_MAX_ATTEMPTS) {
    throw badRequest('短信验证码已失效，请重新获取');
  }
  if (row.codeHash !== codeHash(phone, purpose, code)) {
    const attempts = row.attempts + 1;
    await recordWrongSmsCode(app.db, row.id, attempts, attempts >= SMS_MAX_ATTEMPTS ? now : null);
    throw badRequest(
      attempts >= SMS_MAX_ATTEMPTS
        ? '短信验证码错误次数过多，请重新获取'
        : `短信验证码错误，还可尝试${SMS_MAX_ATTEMPTS - attempts}次`,
    );
  }
  // Only one of two simultaneous requests with the same code can flip consumedAt.
  if (!(await consumeSmsCodeRow(app.db, row.id, now))) throw badRequest('短信验证码已失效，请重新获取');
  return row.id;
}

/**
 * Sends a notice (a decision, a reminder) and records it in the SMS log. A gateway failure is
 * logged and recorded, never thrown: the decision it reports has already been made.
 */
export async function sendSmsNotice(app: FastifyInstance, phone: string, text: string): Promise<boolean> {
  const log = {
    phone,
    purpose: 'notice',
    driver: app.sms.driver,
    content: text,
    ipaddr: '',
    createTime: formatTime(),
  };
  try {
    await app.sms.send({ phone, purpose: 'notice', text });
  } catch (error) {
    app.log.error({ err: error, phone }, 'SMS notice failed');
    await insertSmsLog(app.db, { ...log, status: SMS_FAILED, errorMsg: String(error).slice(0, 500) });
    return false;
  }
  await insertSmsLog(app.db, { ...log, status: SMS_SENT });
  return true;
}

/** Deletes SMS codes and image captchas that ran out; gives how many of each went. */
export async function removeExpiredCodes(db: FastifyInstance['db']) {
  const now = formatTime();
  return { smsCodes: await deleteExpiredSmsCodes(db, now), captchas: await deleteExpiredCaptchas(db, now) };
}
