import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newPhone, type TestApp } from '../../../test/helper.js';
import { secondsFromNow } from '../../http/time.js';
import { hashSecret } from './session.service.js';

const ADMIN_PHONE = '15888888888';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
/** Each call comes from its own address unless one is named, so the per-IP SMS limit stays out of the way. */
const nextIp = () => `198.51.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const headersFor = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const post = (url: string, payload: object, token?: string, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: `/prod-api${url}`,
    payload,
    headers: headersFor(token),
    remoteAddress,
  });
const put = (url: string, payload: object, token?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/prod-api${url}`,
    payload,
    headers: headersFor(token),
    remoteAddress: nextIp(),
  });
const get = (url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/prod-api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const count = async (table: 'sysUser' | 'sysSession' | 'sysSmsLog' | 'sysSmsCode') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function registerUser(nickName = '新会员') {
  const phone = newPhone();
  expect((await post('/sendCode', { phone, type: 'register' })).json()).toMatchObject({ code: 200 });
  const response = await post('/registerByPhone', {
    phone,
    code: t.lastSmsCode(phone, 'register'),
    nickName,
    password: 'secret123',
  });
  expect(response.json()).toMatchObject({ code: 200 });
  return { phone, token: response.json().token as string };
}

/** Lets a phone receive another code at once, as if its last send were two minutes ago. */
async function ageSmsLog(phone: string) {
  await t.db
    .updateTable('sysSmsLog')
    .set({ createTime: secondsFromNow(-120) })
    .where('phone', '=', phone)
    .execute();
}

describe('GET /captchaImage', () => {
  it('says the captcha is off when CAPTCHA_ENABLED=false', async () => {
    const body = (await get('/captchaImage')).json();
    expect(body).toEqual({ code: 200, msg: '操作成功', captchaEnabled: false });
  });

  it('serves an SVG image and a uuid when the captcha is on', async () => {
    const withCaptcha = await createTestApp({ captchaEnabled: true, demo: false });
    try {
      const body = (await withCaptcha.app.inject({ url: '/prod-api/captchaImage' })).json();
      expect(body.captchaEnabled).toBe(true);
      expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(Buffer.from(body.img, 'base64').toString()).toContain('<svg');
    } finally {
      await withCaptcha.close();
    }
  });
});

describe('the image captcha in front of login and SMS', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ captchaEnabled: true, demo: false });
  });
  afterAll(async () => {
    await c.close();
  });
  const knownCaptcha = async (answer: string, expiresAt = secondsFromNow(120)) => {
    const uuid = crypto.randomUUID();
    await c.db
      .insertInto('sysCaptcha')
      .values({ uuid, answerHash: hashSecret(answer), expiresAt })
      .execute();
    return uuid;
  };
  const login = (payload: object) => c.app.inject({ method: 'POST', url: '/prod-api/login', payload });

  it('refuses a login without a captcha answer', async () => {
    const response = await login({ username: 'admin', password: 'admin123' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: '请输入图形验证码' });
  });

  it('refuses a wrong answer, then the same uuid again', async () => {
    const uuid = await knownCaptcha('7');
    expect((await login({ username: 'admin', password: 'admin123', code: '8', uuid })).json().msg).toBe(
      '图形验证码错误',
    );
    expect((await login({ username: 'admin', password: 'admin123', code: '7', uuid })).json().msg).toBe(
      '图形验证码已失效',
    );
  });

  it('refuses an expired captcha', async () => {
    const uuid = await knownCaptcha('3', secondsFromNow(-1));
    expect((await login({ username: 'admin', password: 'admin123', code: '3', uuid })).json().msg).toBe(
      '图形验证码已失效',
    );
  });

  it('accepts the right answer', async () => {
    const uuid = await knownCaptcha('5');
    const response = await login({ username: 'admin', password: 'admin123', code: '5', uuid });
    expect(response.json()).toMatchObject({ code: 200, token: expect.any(String) });
  });

  it('guards the SMS send too', async () => {
    const response = await c.app.inject({
      method: 'POST',
      url: '/prod-api/sendCaptcha',
      payload: { phone: ADMIN_PHONE },
    });
    expect(response.json()).toEqual({ code: 400, msg: '请输入图形验证码' });
    const uuid = await knownCaptcha('4');
    const sent = await c.app.inject({
      method: 'POST',
      url: '/prod-api/sendCaptcha',
      payload: { phone: ADMIN_PHONE, code: '4', uuid },
    });
    expect(sent.json()).toEqual({ code: 200, msg: '验证码已发送' });
  });
});

describe('POST /sendCaptcha', () => {
  it('sends a 6-digit login code and logs the send with the code masked', async () => {
    const response = await post('/sendCaptcha', { phone: ADMIN_PHONE });
    expect(response.json()).toEqual({ code: 200, msg: '验证码已发送' });
    const code = t.lastSmsCode(ADMIN_PHONE, 'login');
    expect(code).toMatch(/^\d{6}$/);
    const log = await t.db
      .selectFrom('sysSmsLog')
      .selectAll()
      .where('phone', '=', ADMIN_PHONE)
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ purpose: 'login', driver: 'file', status: '0' });
    expect(log.content).not.toContain(code);
    expect(log.content).toContain('******');
  });

  it('refuses a second send to the same phone within 60 seconds', async () => {
    const phone = (await registerUser()).phone;
    await ageSmsLog(phone);
    expect((await post('/sendCaptcha', { phone })).json().code).toBe(200);
    const first = t.lastSmsCode(phone, 'login');
    const again = await post('/sendCaptcha', { phone });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ code: 429, msg: '验证码发送过于频繁，请60秒后再试' });
    expect(t.lastSmsCode(phone, 'login')).toBe(first);
  });

  it('refuses the eleventh send of a day', async () => {
    const { phone } = await registerUser();
    await t.db
      .insertInto('sysSmsLog')
      .values(
        Array.from({ length: 9 }, () => ({
          phone,
          purpose: 'login',
          driver: 'file',
          status: '0',
          createTime: secondsFromNow(-120),
        })),
      )
      .execute();
    await ageSmsLog(phone);
    const response = await post('/sendCaptcha', { phone });
    expect(response.statusCode).toBe(429);
    expect(response.json().msg).toBe('该手机号今日验证码发送次数已达上限，请明天再试');
  });

  it('refuses the 31st send from one IP address within an hour', async () => {
    const ip = '192.0.2.7';
    await t.db
      .insertInto('sysSmsLog')
      .values(
        Array.from({ length: 29 }, (_, n) => ({
          phone: `1370000${String(n).padStart(4, '0')}`,
          purpose: 'login',
          driver: 'file',
          status: '0',
          ipaddr: ip,
          createTime: secondsFromNow(-600),
        })),
      )
      .execute();
    const [thirtieth, thirtyFirst] = [(await registerUser()).phone, (await registerUser()).phone];
    await ageSmsLog(thirtieth);
    await ageSmsLog(thirtyFirst);
    expect((await post('/sendCaptcha', { phone: thirtieth }, undefined, ip)).json().code).toBe(200);
    const refused = await post('/sendCaptcha', { phone: thirtyFirst }, undefined, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('验证码发送过于频繁，请稍后再试');
  });

  it('refuses a phone with no account, and writes nothing', async () => {
    const before = await count('sysSmsLog');
    const response = await post('/sendCaptcha', { phone: newPhone() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: '该手机号未注册，请先注册' });
    expect(await count('sysSmsLog')).toBe(before);
  });

  it.each([
    [{}, '手机号不能为空'],
    [{ phone: '12345' }, '手机号格式不正确'],
    [{ phone: '23800000000' }, '手机号格式不正确'],
  ])('rejects %j with "%s"', async (payload, msg) => {
    const before = await count('sysSmsCode');
    const response = await post('/sendCaptcha', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg });
    expect(await count('sysSmsCode')).toBe(before);
  });
});

describe('POST /viplogin', () => {
  async function freshLoginCode() {
    const { phone } = await registerUser('验证码用户');
    await ageSmsLog(phone);
    expect((await post('/sendCaptcha', { phone })).json().code).toBe(200);
    return { phone, code: t.lastSmsCode(phone, 'login') };
  }

  it('logs in with the code and answers a token that getInfo accepts', async () => {
    const { phone, code } = await freshLoginCode();
    const response = await post('/viplogin', { phone, code });
    expect(response.json()).toMatchObject({ code: 200, msg: '操作成功', token: expect.any(String) });
    const info = (await get('/getInfo', response.json().token)).json();
    expect(info.user).toMatchObject({ phonenumber: phone, nickName: '验证码用户' });
  });

  it('refuses a wrong code and creates no session', async () => {
    const { phone, code } = await freshLoginCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const before = await count('sysSession');
    const response = await post('/viplogin', { phone, code: wrong });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('短信验证码错误，还可尝试4次');
    expect(await count('sysSession')).toBe(before);
  });

  it('makes the code worthless after five wrong tries', async () => {
    const { phone, code } = await freshLoginCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < 5; attempt += 1) await post('/viplogin', { phone, code: wrong });
    expect((await post('/viplogin', { phone, code: wrong })).json().msg).toBe(
      '短信验证码错误次数过多，请重新获取',
    );
    expect((await post('/viplogin', { phone, code })).json().msg).toBe('短信验证码已失效，请重新获取');
  });

  it('refuses an expired code', async () => {
    const { phone, code } = await freshLoginCode();
    await t.db
      .updateTable('sysSmsCode')
      .set({ expiresAt: secondsFromNow(-1) })
      .where('phone', '=', phone)
      .execute();
    const response = await post('/viplogin', { phone, code });
    expect(response.json()).toEqual({ code: 400, msg: '短信验证码已失效，请重新获取' });
  });

  it('refuses a code used before', async () => {
    const { phone, code } = await freshLoginCode();
    expect((await post('/viplogin', { phone, code })).json().code).toBe(200);
    expect((await post('/viplogin', { phone, code })).json()).toEqual({
      code: 400,
      msg: '短信验证码已失效，请重新获取',
    });
  });

  it('does not accept a registration code for login', async () => {
    const phone = newPhone();
    await post('/sendCode', { phone, type: 'register' });
    await post('/registerByPhone', {
      phone,
      code: t.lastSmsCode(phone, 'register'),
      nickName: 'x',
      password: 'secret123',
    });
    const response = await post('/viplogin', { phone, code: t.lastSmsCode(phone, 'register') });
    expect(response.json()).toEqual({ code: 400, msg: '短信验证码已失效，请重新获取' });
  });

  it.each([
    [{ phone: ADMIN_PHONE }, '短信验证码不能为空'],
    [{ phone: ADMIN_PHONE, code: '12ab56' }, '短信验证码格式不正确'],
    [{ code: '123456' }, '手机号不能为空'],
  ])('rejects %j with "%s"', async (payload, msg) => {
    expect((await post('/viplogin', payload)).json()).toEqual({ code: 400, msg });
  });
});

describe('POST /registerByPhone and POST /sendCode', () => {
  it('registers a visitor who then has ROLE_DEFAULT and no permissions', async () => {
    const { phone, token } = await registerUser('张三');
    const info = (await get('/getInfo', token)).json();
    expect(info).toMatchObject({
      code: 200,
      user: { userName: phone, nickName: '张三', phonenumber: phone, userType: '01' },
      roles: ['ROLE_DEFAULT'],
      permissions: [],
      isMember: false,
    });
    expect(info.user).not.toHaveProperty('password');
  });

  it('lets a registered visitor log in with the phone and password', async () => {
    const { phone } = await registerUser();
    expect((await post('/login', { username: phone, password: 'secret123' })).json().code).toBe(200);
  });

  it('refuses to send a registration code to a registered phone', async () => {
    const response = await post('/sendCode', { phone: ADMIN_PHONE, type: 'register' });
    expect(response.json()).toEqual({ code: 400, msg: '该手机号已注册，请直接登录' });
  });

  it('refuses a wrong code and creates no account', async () => {
    const phone = newPhone();
    await post('/sendCode', { phone, type: 'register' });
    const code = t.lastSmsCode(phone, 'register');
    const before = await count('sysUser');
    const response = await post('/registerByPhone', {
      phone,
      code: code === '000000' ? '111111' : '000000',
      nickName: 'x',
      password: 'secret123',
    });
    expect(response.statusCode).toBe(400);
    expect(await count('sysUser')).toBe(before);
  });

  it('refuses registering the same phone twice', async () => {
    const { phone } = await registerUser();
    const response = await post('/registerByPhone', {
      phone,
      code: '123456',
      nickName: 'x',
      password: 'secret123',
    });
    expect(response.json()).toEqual({ code: 400, msg: '该手机号已注册，请直接登录' });
  });

  it.each([
    [{ nickName: '', password: 'secret123' }, '昵称不能为空'],
    [{ password: 'secret123' }, '昵称不能为空'],
    [{ nickName: 'x', password: '123' }, '密码长度不能少于6个字符'],
    [{ nickName: 'x', password: '123456789012345678901' }, '密码长度不能超过20个字符'],
    [{ nickName: 'x', password: 'abc<def>' }, '密码格式不正确'],
  ])('rejects %j with "%s" and writes nothing', async (fields, msg) => {
    const phone = newPhone();
    await post('/sendCode', { phone, type: 'register' });
    const before = await count('sysUser');
    const response = await post('/registerByPhone', {
      phone,
      code: t.lastSmsCode(phone, 'register'),
      ...fields,
    });
    expect(response.json()).toEqual({ code: 400, msg });
    expect(await count('sysUser')).toBe(before);
  });

  it('rejects an unknown code type', async () => {
    expect((await post('/sendCode', { phone: newPhone(), type: 'other' })).json()).toEqual({
      code: 400,
      msg: '验证码类型取值不正确',
    });
  });
});

describe('POST /login', () => {
  it('logs the admin in; getInfo gives role admin and every permission', async () => {
    const response = await post('/login', { username: 'admin', password: 'admin123' });
    expect(response.json()).toMatchObject({ code: 200, token: expect.any(String) });
    const info = (await get('/getInfo', response.json().token)).json();
    expect(info).toMatchObject({
      roles: ['admin'],
      permissions: ['*:*:*'],
      user: { userName: 'admin' },
      isDefaultModifyPwd: false,
    });
  });

  it('refuses a wrong password with one message for both unknown name and wrong password, and logs it', async () => {
    const wrong = await post('/login', { username: 'editor', password: 'nope' });
    expect(wrong.json()).toEqual({ code: 400, msg: '用户不存在/密码错误' });
    expect((await post('/login', { username: 'nobody', password: 'nope' })).json().msg).toBe(
      '用户不存在/密码错误',
    );
    const logged = await t.db
      .selectFrom('sysLogininfor')
      .selectAll()
      .where('userName', '=', 'editor')
      .where('status', '=', '1')
      .execute();
    expect(logged.length).toBeGreaterThan(0);
  });

  it('locks the account for 10 minutes after 5 wrong passwords', async () => {
    const { phone } = await registerUser();
    for (let attempt = 0; attempt < 5; attempt += 1)
      await post('/login', { username: phone, password: 'wrong-pass' });
    const locked = await post('/login', { username: phone, password: 'secret123' });
    expect(locked.json()).toEqual({ code: 400, msg: '密码输入错误5次，帐户锁定10分钟' });
  });

  it.each([
    [{ password: 'x' }, '账号不能为空'],
    [{ username: 'admin' }, '密码不能为空'],
  ])('rejects %j with "%s"', async (payload, msg) => {
    expect((await post('/login', payload)).json()).toEqual({ code: 400, msg });
  });
});

describe('password reset', () => {
  it('resets with a verified code, ends old sessions, and the reset token works once', async () => {
    const { phone, token } = await registerUser();
    await ageSmsLog(phone);
    expect((await post('/sendCode', { phone, type: 'reset' })).json().code).toBe(200);
    const check = await put('/userResetPwdCheck', { phone, code: t.lastSmsCode(phone, 'reset') });
    expect(check.json()).toMatchObject({ code: 200, data: { resetToken: expect.any(String) } });
    const { resetToken } = check.json().data;
    expect((await put('/userResetPwd', { phone, resetToken, password: 'newpass456' })).json()).toEqual({
      code: 200,
      msg: '密码重置成功',
    });
    expect((await get('/getInfo', token)).statusCode).toBe(401);
    expect((await post('/login', { username: phone, password: 'secret123' })).json().code).toBe(400);
    expect((await post('/login', { username: phone, password: 'newpass456' })).json().code).toBe(200);
    const again = await put('/userResetPwd', { phone, resetToken, password: 'other789' });
    expect(again.json()).toEqual({ code: 400, msg: '重置凭证已失效，请重新验证手机号' });
  });

  it('refuses a reset code for an unknown phone and a wrong check code', async () => {
    expect((await post('/sendCode', { phone: newPhone(), type: 'reset' })).json().msg).toBe(
      '该手机号未注册，请先注册',
    );
    const { phone } = await registerUser();
    await ageSmsLog(phone);
    await post('/sendCode', { phone, type: 'reset' });
    const code = t.lastSmsCode(phone, 'reset');
    const response = await put('/userResetPwdCheck', {
      phone,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a made-up reset token and a weak new password', async () => {
    const { phone } = await registerUser();
    expect(
      (await put('/userResetPwd', { phone, resetToken: 'made-up', password: 'newpass456' })).json().msg,
    ).toBe('重置凭证已失效，请重新验证手机号');
    expect((await put('/userResetPwd', { phone, resetToken: 'made-up', password: '1' })).json().msg).toBe(
      '密码长度不能少于6个字符',
    );
  });
});

describe('POST /logout and GET /getInfo', () => {
  it('revokes the token at once', async () => {
    const token = (await post('/login', { username: 'admin', password: 'admin123' })).json().token;
    expect((await get('/getInfo', token)).statusCode).toBe(200);
    expect((await post('/logout', {}, token)).json()).toEqual({ code: 200, msg: '退出成功' });
    const after = await get('/getInfo', token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ code: 401, msg: '认证失败，无法访问系统资源' });
  });

  it('answers 401 without a token or with a made-up one', async () => {
    expect((await get('/getInfo')).json().code).toBe(401);
    expect((await get('/getInfo', 'made-up-token')).json().code).toBe(401);
  });

  it('stops accepting the token of an account that staff disabled', async () => {
    const { phone, token } = await registerUser();
    await t.db.updateTable('sysUser').set({ status: '1' }).where('phonenumber', '=', phone).execute();
    expect((await get('/getInfo', token)).statusCode).toBe(401);
  });

  it('ends a session that has been idle too long, and the next login sweeps it away', async () => {
    const token = (await post('/login', { username: 'admin', password: 'admin123' })).json().token;
    const stored = t.db
      .selectFrom('sysSession')
      .select('sessionId')
      .where('sessionId', '=', hashSecret(token));
    await t.db
      .updateTable('sysSession')
      .set({ expiresAt: secondsFromNow(-1) })
      .where('sessionId', '=', hashSecret(token))
      .execute();
    expect((await get('/getInfo', token)).statusCode).toBe(401);
    expect(await stored.execute()).toHaveLength(1);
    await post('/login', { username: 'admin', password: 'admin123' });
    expect(await stored.execute()).toHaveLength(0);
  });
});
