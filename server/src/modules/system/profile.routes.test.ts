import { describe, expect, it } from 'vitest';
import { bearer, callAs, loginResponse, newPhone, rowsWhere, useTestApp } from '../../../test/helper.js';
import { hashPassword } from '../auth/auth.service.js';
import { createSession } from '../auth/session.service.js';

const t = await useTestApp();

const PASSWORD = 'secret123';

async function loginToken(username: string, password: string): Promise<string> {
  const body = (await loginResponse(t, username, password)).json();
  expect(body.code).toBe(200);
  return body.token;
}

/** A public-site account with a password and no roles, as registration makes one. */
async function siteUser(nickName = '访客') {
  const phone = newPhone();
  const row = await t.db
    .insertInto('sysUser')
    .values({
      userName: phone,
      nickName,
      phonenumber: phone,
      userType: '01',
      password: await hashPassword(PASSWORD),
      createTime: '2026-01-02 03:04:05',
    })
    .returning('userId')
    .executeTakeFirstOrThrow();
  return { userId: row.userId, userName: phone };
}

/** A session of `userId` as another device would have it, without spending a login (they are rate-limited). */
const device = { ipaddr: '127.0.0.1', loginLocation: '内网IP', browser: 'Test', os: 'Test' };
const sessionOf = (userId: number) => createSession(t.db, userId, device);

const profile = (token: string) =>
  t.app.inject({ url: '/prod-api/system/user/profile', headers: bearer(token) });

/** PUT updatePwd as the holder of `token`, or anonymously. */
const updatePwd = (token: string | undefined, payload: object) =>
  callAs(t, token, 'PUT', '/system/user/profile/updatePwd', payload);

const storedUser = async (userId: number) => (await rowsWhere(t.db, 'sysUser', 'userId', userId))[0];

const stillLoggedIn = async (token: string) =>
  (await t.app.inject({ url: '/prod-api/getInfo', headers: bearer(token) })).statusCode === 200;

describe('GET /system/user/profile', () => {
  it('answers the caller in RuoYi shape with the role group', async () => {
    const response = await profile(await loginToken('admin', 'admin123'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      code: 200,
      msg: '操作成功',
      roleGroup: '超级管理员',
      postGroup: '',
      data: { userId: 1, userName: 'admin', nickName: '管理员' },
    });
    expect(Object.keys(body.data)).toEqual(
      expect.arrayContaining([
        'userId',
        'userName',
        'nickName',
        'phonenumber',
        'email',
        'sex',
        'avatar',
        'createTime',
        'loginDate',
      ]),
    );
    expect(body.data.loginDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('never sends the password or its hash', async () => {
    const user = await siteUser();
    const response = await profile(await loginToken(user.userName, PASSWORD));
    expect(response.json().data).not.toHaveProperty('password');
    expect(response.body).not.toContain('$2');
    expect(response.body).not.toContain(PASSWORD);
  });

  it('gives a user without roles an empty role group and joins several names with ","', async () => {
    const user = await siteUser('小明');
    const token = await sessionOf(user.userId);
    let body = (await profile(token)).json();
    expect(body).toMatchObject({
      roleGroup: '',
      data: {
        userId: user.userId,
        userName: user.userName,
        nickName: '小明',
        createTime: '2026-01-02 03:04:05',
      },
    });
    await t.db
      .insertInto('sysUserRole')
      .values([
        { userId: user.userId, roleId: 2 },
        { userId: user.userId, roleId: 1 },
      ])
      .execute();
    body = (await profile(token)).json();
    expect(body.roleGroup).toBe('超级管理员,内容编辑');
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ url: '/prod-api/system/user/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 401, msg: '认证失败，无法访问系统资源' });
  });
});

describe('PUT /system/user/profile/updatePwd', () => {
  it('stores the new hash, ends the other sessions and keeps this one', async () => {
    const user = await siteUser();
    const token = await loginToken(user.userName, PASSWORD);
    const otherDevice = await loginToken(user.userName, PASSWORD);
    const admin = await sessionOf(1);
    const before = await storedUser(user.userId);

    // An id in the body changes nothing: the token says whose password this is.
    const response = await updatePwd(token, {
      userId: 1,
      oldPassword: PASSWORD,
      newPassword: 'newSecret456',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, msg: '操作成功' });

    const after = await storedUser(user.userId);
    expect(after.password).not.toBe(before.password);
    expect(after.password).toMatch(/^\$2[aby]\$/);
    expect(after.password).not.toContain('newSecret456');
    expect(after.pwdUpdateDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(after.updateBy).toBe(user.userName);

    expect(await stillLoggedIn(token)).toBe(true);
    expect(await stillLoggedIn(otherDevice)).toBe(false);
    // Another account's sessions are not touched, nor its password.
    expect(await stillLoggedIn(admin)).toBe(true);
    expect((await loginResponse(t, 'admin', 'admin123')).json().code).toBe(200);

    const old = await loginResponse(t, user.userName, PASSWORD);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ code: 400, msg: '用户不存在/密码错误' });
    expect((await loginResponse(t, user.userName, 'newSecret456')).json().code).toBe(200);
  });

  it.each([
    [{ oldPassword: 'wrong-password', newPassword: 'newSecret456' }, '修改密码失败，旧密码错误'],
    [{ oldPassword: PASSWORD, newPassword: PASSWORD }, '新密码不能与旧密码相同'],
    [{ newPassword: 'newSecret456' }, '旧密码不能为空'],
    [{ oldPassword: '', newPassword: 'newSecret456' }, '旧密码不能为空'],
    [{ oldPassword: PASSWORD }, '新密码不能为空'],
    [{ oldPassword: PASSWORD, newPassword: '12345' }, '新密码长度不能少于6个字符'],
    [{ oldPassword: PASSWORD, newPassword: 'x'.repeat(21) }, '新密码长度不能超过20个字符'],
    [{ oldPassword: PASSWORD, newPassword: 'abc<def>' }, '新密码格式不正确'],
    [{ oldPassword: PASSWORD, newPassword: { a: 1 } }, '新密码类型不正确'],
  ])('refuses %j with "%s" and changes nothing', async (payload, msg) => {
    const user = await siteUser();
    const token = await sessionOf(user.userId);
    const otherDevice = await sessionOf(user.userId);
    const before = await storedUser(user.userId);

    const response = await updatePwd(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg });

    expect(await storedUser(user.userId)).toEqual(before);
    expect(await stillLoggedIn(token)).toBe(true);
    expect(await stillLoggedIn(otherDevice)).toBe(true);
  });

  it('refuses an account that has no password yet (SMS-only)', async () => {
    const user = await siteUser();
    const token = await sessionOf(user.userId);
    await t.db.updateTable('sysUser').set({ password: '' }).where('userId', '=', user.userId).execute();
    const response = await updatePwd(token, { oldPassword: '', newPassword: 'newSecret456' });
    expect(response.json()).toEqual({ code: 400, msg: '旧密码不能为空' });
    const guess = await updatePwd(token, { oldPassword: 'anything', newPassword: 'newSecret456' });
    expect(guess.json()).toEqual({ code: 400, msg: '修改密码失败，旧密码错误' });
    expect((await storedUser(user.userId)).password).toBe('');
  });

  it('answers 401 without a token and changes nothing', async () => {
    const response = await updatePwd(undefined, { oldPassword: 'admin123', newPassword: 'hacked123' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 401, msg: '认证失败，无法访问系统资源' });
    expect((await loginResponse(t, 'admin', 'admin123')).json().code).toBe(200);
  });
});
