import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newPhone, type TestApp, useTestApp, withSetting } from '../../../test/helper.js';
import { secondsFromNow } from '../../http/time.js';
import { hashSecret } from './session.service.js';

const ADMIN_PHONE = '15888888888';
const t = await useTestApp();

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

  it('serves a PNG as plain base64 and a uuid when the captcha is on', async () => {
    const withCaptcha = await createTestApp({ captchaEnabled: true, demo: false });
    try {
      const body = (await withCaptcha.app.inject({ url: '/prod-api/captchaImage' })).json();
      expect(body.captchaEnabled).toBe(true);
      expect(body.uuid).toMatch(/^[0-9a-f-]{36}$/);
      // RuoYi-Vue3 prepends `data:image/gif;base64,` itself: the answer carries no prefix.
      expect(body.img).toMatch(/^[A-Za-z0-9+/]+=*$/);
      const png = Buffer.from(body.img, 'base64');
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(png.length).toBeLessThan(30_000);
      const image = await Jimp.read(png);
      expect([image.width, image.height]).toEqual([180, 60]);
      // Drawn, not blank: text, lines and noise in many colours.
      const colours = new Set<number>();
      image.scan((x, y) => void colours.add(image.getPixelColor(x, y)));
      expect(colours.size).toBeGreaterThan(50);
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

  it('accepts the answer of a served captcha: the sum or difference it shows', async () => {
    const { uuid } = (await c.app.inject({ url: '/prod-api/captchaImage' })).json();
    const [stored] = await c.db.selectFrom('sysCaptcha').selectAll().where('uuid', '=', uuid).execute();
    // Only the answer's hash is kept; a sum or difference of two digits is one of 0…18.
    const answer = Array.from({ length: 19 }, (_, n) => String(n)).find(
      (n) => hashSecret(n) === stored.answerHash,
    );
    expect(answer).toBeDefined();
    const response = await login({ username: 'admin', password: 'admin123', code: answer, uuid });
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

  it('answers a phone with no account as it answers a member, and sends it nothing', async () => {
    const stranger = newPhone();
    const { phone: member } = await registerUser();
    await ageSmsLog(member);
    const [toStranger, toMember] = [
      await post('/sendCaptcha', { phone: stranger }),
      await post('/sendCaptcha', { phone: member }),
    ];
    expect(toStranger.statusCode).toBe(toMember.statusCode);
    expect(toStranger.json()).toEqual(toMember.json());
    expect(toStranger.json()).toEqual({ code: 200, msg: '验证码已发送' });
    expect(() => t.lastSmsCode(stranger)).toThrow(/No SMS was sent/);
    expect(t.lastSmsCode(member, 'login')).toMatch(/^\d{6}$/);
    // Staff still see why: the send is in the SMS log as withheld.
    const logged = await t.db.selectFrom('sysSmsLog').selectAll().where('phone', '=', stranger).execute();
    expect(logged).toMatchObject([{ status: '2', errorMsg: '手机号未注册，未发送' }]);
    // The limits answer alike too: a second send within a minute is refused for both.
    const [again, memberAgain] = [
      await post('/sendCaptcha', { phone: stranger }),
      await post('/sendCaptcha', { phone: member }),
    ];
    expect(again.json()).toEqual(memberAgain.json());
    expect(again.statusCode).toBe(429);
  });

  it('answers a login with a code alike for a stranger and a member without a code', async () => {
    const { phone: member } = await registerUser();
    const stranger = newPhone();
    const [forStranger, forMember] = [
      await post('/viplogin', { phone: stranger, code: '123456' }),
      await post('/viplogin', { phone: member, code: '123456' }),
    ];
    expect(forStranger.json()).toEqual(forMember.json());
    expect(forStranger.json()).toEqual({ code: 400, msg: '短信验证码已失效，请重新获取' });
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

  it('tells a registered phone so only after its registration code is verified', async () => {
    const { phone } = await registerUser();
    await ageSmsLog(phone);
    const sent = await post('/sendCode', { phone, type: 'register' });
    expect(sent.json()).toEqual({ code: 200, msg: '验证码已发送' });
    const before = await count('sysUser');
    const wrong = await post('/registerByPhone', {
      phone,
      code: 'abcdef',
      nickName: 'x',
      password: 'secret123',
    });
    expect(wrong.json().msg).not.toContain('已注册');
    const response = await post('/registerByPhone', {
      phone,
      code: t.lastSmsCode(phone, 'register'),
      nickName: 'x',
      password: 'secret123',
    });
    expect(response.json()).toEqual({ code: 400, msg: '该手机号已注册，请直接登录' });
    expect(await count('sysUser')).toBe(before);
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

  it('refuses registration when sys.account.registerUser is false, and writes nothing', async () => {
    await withSetting(t.db, 'sys.account.registerUser', 'false', async () => {
      const phone = newPhone();
      const [logs, users] = [await count('sysSmsLog'), await count('sysUser')];
      const send = await post('/sendCode', { phone, type: 'register' });
      expect(send.json()).toEqual({ code: 400, msg: '当前系统没有开启注册功能！' });
      const register = await post('/registerByPhone', {
        phone,
        code: '123456',
        nickName: 'x',
        password: 'secret123',
      });
      expect(register.json()).toEqual({ code: 400, msg: '当前系统没有开启注册功能！' });
      expect([await count('sysSmsLog'), await count('sysUser')]).toEqual([logs, users]);
    });
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

  it('sends no reset code to an unknown phone, answering as for a member, and refuses a wrong check code', async () => {
    const stranger = newPhone();
    expect((await post('/sendCode', { phone: stranger, type: 'reset' })).json()).toEqual({
      code: 200,
      msg: '验证码已发送',
    });
    expect(() => t.lastSmsCode(stranger)).toThrow(/No SMS was sent/);
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
