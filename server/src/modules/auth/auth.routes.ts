import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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

const tags = ['auth'];
const publicRoute = { access: 'public' as const };
/** Tokenless account endpoints that an attacker would hammer: also limited per IP. */
const guardedRoute = { ...publicRoute, rateLimit: ACCOUNT_RATE_LIMIT };

/** Login, registration and password reset by phone; staff login by account and password. */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

  app.post(
    '/sendCaptcha',
    {
      config: guardedRoute,
      schema: {
        tags,
        summary: 'Send a login code by SMS',
        body: SendCaptchaBody,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      const { phone, code, uuid } = request.body;
      await verifyCaptcha(app, code, uuid);
      await sendCodeFor(app, phone, 'login', request.ip);
      return ok({}, '验证码已发送');
    },
  );

  app.post(
    '/sendCode',
    {
      config: guardedRoute,
      schema: {
        tags,
        summary: 'Send a registration or password-reset code',
        body: SendCodeBody,
        response: { 200: OkResponse },
      },
    },
    async (request) => {
      const { phone, type, code, uuid } = request.body;
      await verifyCaptcha(app, code, uuid);
      await sendCodeFor(app, phone, type, request.ip);
      return ok({}, '验证码已发送');
    },
  );

  app.post(
    '/viplogin',
    {
      config: guardedRoute,
      schema: {
        tags,
        summary: 'Log in with phone and SMS code',
        body: VipLoginBody,
        response: { 200: TokenResponse },
      },
    },
    async (request) => {
      const token = await loginWithSmsCode(app, request.body.phone, request.body.code, clientInfo(request));
      return ok({ token });
    },
  );

  app.post(
    '/login',
    {
      config: guardedRoute,
      schema: {
        tags,
        summary: 'Staff login with account and password',
        body: LoginBody,
        response: { 200: TokenResponse },
      },
    },
    async (request) => {
      const { username, password, code, uuid } = request.body;
      await verifyCaptcha(app, code, uuid);
      const token = await loginWithPassword(app, username, password, clientInfo(request));
      return ok({ token });
    },
  );

  app.post(
    '/registerByPhone',
    {
      config: guardedRoute,
      schema: {
        tags,
        summary: 'Register with phone and SMS code; answers a token',
        body: RegisterBody,
        response: { 200: TokenResponse },
      },
    },
    async (request) => {
      const token = await registerByPhone(app, request.body, clientInfo(request));
      return ok({ token }, '注册成功');
    },
  );

  app.put(
    '/userResetPwdCheck',
    {
      config: guardedRoute,
      schema: {
        tags,
        summary: 'Verify a reset code; answers a one-time reset token',
        body: ResetCheckBody,
        response: { 200: ResetCheckResponse },
      },
    },
    async (request) => {
      const resetToken = await checkResetCode(app, request.body.phone, request.body.code);
      return ok({ data: { resetToken } });
    },
  );

  app.put(
    '/userResetPwd',
    {
      config: guardedRoute,
      schema: {
        tags,
        summary: 'Set a new password with the reset token',
        body: ResetBody,
        response: { 200: OkResponse },
      },
    },
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
