import type { FastifyPluginAsyncTypebox, Static, TObject, TSchema } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { clientInfo } from '../../http/client-info.js';
import { ok } from '../../http/envelope.js';
import { requireUser } from '../../plugins/auth.js';
import { ACCOUNT_RATE_LIMIT } from '../../plugins/rate-limit.js';
import { LOGIN_SUCCESS, recordLogin } from '../monitor/login-log.queries.js';
import {
  CaptchaImageResponse,
  InfoResponse,
  LoginBody,
  OkResponse,
  RegisterBody,
  ResetBody,
  ResetCheckBody,
  ResetCheckResponse,
  SendCaptchaBody,
  SendCodeBody,
  TokenResponse,
  VipLoginBody,
} from './auth.schema.js';
import {
  checkResetCode,
  describeUser,
  loginWithPassword,
  loginWithSmsCode,
  registerByPhone,
  resetPassword,
  sendCodeFor,
} from './auth.service.js';
import { createCaptcha, isCaptchaEnabled, verifyCaptcha } from './captcha.service.js';
import { revokeSession } from './session.service.js';
import type { CodePurpose } from './sms/sms-sender.js';

const tags = ['auth'];
const publicRoute = { access: 'public' as const };
/** Tokenless account endpoints that an attacker would hammer: also limited per IP. */
const guardedRoute = { ...publicRoute, rateLimit: ACCOUNT_RATE_LIMIT };

/** Login, registration and password reset by phone; staff login by account and password. */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** A tokenless account form: `body` in, `reply` out, limited per IP as an attacker would hammer it. */
  function accountForm<B extends TObject>(
    method: 'POST' | 'PUT',
    url: string,
    { summary, body, reply }: { summary: string; body: B; reply: TSchema },
    handler: (request: FastifyRequest<{ Body: Static<B> }>) => Promise<unknown>,
  ) {
    app.route({
      method,
      url,
      config: guardedRoute,
      schema: { tags, summary, body, response: { 200: reply } },
      handler: (request) => handler(request as FastifyRequest<{ Body: Static<B> }>),
    });
  }

  app.get(
    '/captchaImage',
    {
      config: publicRoute,
      schema: { tags, summary: 'Image captcha (2 minutes)', response: { 200: CaptchaImageResponse } },
    },
    async () => {
      if (!(await isCaptchaEnabled(app))) return ok({ captchaEnabled: false });
      return ok({ captchaEnabled: true, ...(await createCaptcha(app)) });
    },
  );

  /** Sends the phone a code for `purpose` once the image captcha passes. */
  async function sendCode(
    request: FastifyRequest<{ Body: Static<typeof SendCaptchaBody> }>,
    purpose: CodePurpose,
  ) {
    const { phone, code, uuid } = request.body;
    await verifyCaptcha(app, code, uuid);
    await sendCodeFor(app, phone, purpose, request.ip);
    return ok({}, '验证码已发送');
  }
  accountForm(
    'POST',
    '/sendCaptcha',
    { summary: 'Send a login code by SMS', body: SendCaptchaBody, reply: OkResponse },
    (request) => sendCode(request, 'login'),
  );
  accountForm(
    'POST',
    '/sendCode',
    { summary: 'Send a registration or password-reset code', body: SendCodeBody, reply: OkResponse },
    (request) => sendCode(request, request.body.type),
  );

  accountForm(
    'POST',
    '/viplogin',
    { summary: 'Log in with phone and SMS code', body: VipLoginBody, reply: TokenResponse },
    async (request) => {
      const token = await loginWithSmsCode(app, request.body.phone, request.body.code, clientInfo(request));
      return ok({ token });
    },
  );

  accountForm(
    'POST',
    '/login',
    { summary: 'Staff login with account and password', body: LoginBody, reply: TokenResponse },
    async (request) => {
      const { username, password, code, uuid } = request.body;
      await verifyCaptcha(app, code, uuid);
      const token = await loginWithPassword(app, username, password, clientInfo(request));
      return ok({ token });
    },
  );

  accountForm(
    'POST',
    '/registerByPhone',
    {
      summary: 'Register with phone and SMS code; answers a token',
      body: RegisterBody,
      reply: TokenResponse,
    },
    async (request) => {
      const token = await registerByPhone(app, request.body, clientInfo(request));
      return ok({ token }, '注册成功');
    },
  );

  accountForm(
    'PUT',
    '/userResetPwdCheck',
    {
      summary: 'Verify a reset code; answers a one-time reset token',
      body: ResetCheckBody,
      reply: ResetCheckResponse,
    },
    async (request) => {
      const resetToken = await checkResetCode(app, request.body.phone, request.body.code);
      return ok({ data: { resetToken } });
    },
  );

  accountForm(
    'PUT',
    '/userResetPwd',
    { summary: 'Set a new password with the reset token', body: ResetBody, reply: OkResponse },
    async (request) => {
      const { phone, resetToken, password } = request.body;
      await resetPassword(app, phone, resetToken, password);
      return ok({}, '密码重置成功');
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'optional' },
      schema: { tags, summary: 'End the current session', response: { 200: OkResponse } },
    },
    async (request) => {
      const user = request.currentUser;
      if (user) {
        await revokeSession(app.db, user.sessionId);
        await recordLogin(app.db, {
          userName: user.userName,
          status: LOGIN_SUCCESS,
          msg: '退出成功',
          client: clientInfo(request),
        });
      }
      return ok({}, '退出成功');
    },
  );

  app.get(
    '/getInfo',
    {
      schema: { tags, summary: 'The logged-in user, roles and permissions', response: { 200: InfoResponse } },
    },
    async (request) => {
      return ok(await describeUser(app, requireUser(request)));
    },
  );
};

export default authRoutes;
