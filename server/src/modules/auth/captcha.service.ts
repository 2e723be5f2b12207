import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../http/envelope.js';
import { formatTime, secondsFromNow } from '../../http/time.js';
import { findConfigValue } from '../system/config.queries.js';
import { insertCaptcha, takeCaptcha } from './auth.queries.js';
import { drawCaptcha, mathChallenge } from './captcha.image.js';
import { hashSecret } from './session.service.js';

const CAPTCHA_SECONDS = 120;

/** CAPTCHA_ENABLED in the environment wins; otherwise staff switch it with sys.account.captchaEnabled. */
export async function isCaptchaEnabled(app: FastifyInstance): Promise<boolean> {
  if (app.config.captchaEnabled !== undefined) return app.config.captchaEnabled;
  return (await findConfigValue(app.db, 'sys.account.captchaEnabled')) !== 'false';
}

/** A new captcha: its uuid and its PNG as plain base64 (RuoYi's `img`, no data: prefix). */
export async function createCaptcha(app: FastifyInstance) {
  const { text, answer } = mathChallenge();
  const image = await drawCaptcha(text);
  const uuid = randomUUID();
  await insertCaptcha(
    app.db,
    { uuid, answerHash: hashSecret(answer), expiresAt: secondsFromNow(CAPTCHA_SECONDS) },
    formatTime(),
  );
  return { uuid, img: image.toString('base64') };
}

/** Checks the image captcha when it is on; each captcha answers once, right or wrong. */
export async function verifyCaptcha(
  app: FastifyInstance,
  code: string | undefined,
  uuid: string | undefined,
) {
  if (!(await isCaptchaEnabled(app))) return;
  if (!code || !uuid) throw badRequest('请输入图形验证码');
  const row = await takeCaptcha(app.db, uuid);
  if (!row || row.expiresAt < formatTime()) throw badRequest('图形验证码已失效');
  if (row.answerHash !== hashSecret(code.trim())) throw badRequest('图形验证码错误');
}
