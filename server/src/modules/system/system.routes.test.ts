import { describe, expect, it } from 'vitest';
import { bearer, callAs, loginAs, registerVisitor, rowsWhere, useTestApp } from '../../../test/helper.js';

const t = await useTestApp();

const routers = async (token: string) =>
  (await t.app.inject({ url: '/prod-api/getRouters', headers: bearer(token) })).json();

describe('GET /getRouters', () => {
  it('gives the admin every directory in RuoYi router shape', async () => {
    const body = await routers(await loginAs(t, 'admin', 'admin123'));
    expect(body.code).toBe(200);
    const system = body.data.find((router: { path: string }) => router.path === '/system');
    expect(system).toMatchObject({
      name: 'System',
      component: 'Layout',
      hidden: false,
      alwaysShow: true,
      redirect: 'noRedirect',
      meta: { title: '系统管理', icon: 'system', noCache: false },
    });
    const user = system.children.find((child: { path: string }) => child.path === 'user');
    expect(user).toMatchObject({ name: 'User', component: 'system/user/index', meta: { title: '用户管理' } });
    expect(user).not.toHaveProperty('query');
    expect(user).not.toHaveProperty('children');
    const paths = body.data.map((router: { path: string }) => router.path);
    expect(paths).toEqual(expect.arrayContaining(['/system', '/monitor', '/tool', '/content']));
  });

  it('gives a content editor only the content menus', async () => {
    const body = await routers(await loginAs(t, 'editor', 'editor123'));
    expect(body.data.map((router: { path: string }) => router.path)).toEqual(['/content']);
    const pages = body.data[0].children.map((child: { component: string }) => child.component);
    expect(pages).toContain('content/article/index');
  });

  it('gives the demo membership officer only the membership menus', async () => {
    const body = await routers(await loginAs(t, 'member', 'member123'));
    expect(body.data.map((router: { path: string }) => router.path)).toEqual(['/member']);
  });

  it('gives a visitor without roles no menus', async () => {
    expect(await routers(await registerVisitor(t))).toEqual({ code: 200, msg: '操作成功', data: [] });
  });

  it('follows role changes at once', async () => {
    const token = await registerVisitor(t);
    const info = (await t.app.inject({ url: '/prod-api/getInfo', headers: bearer(token) })).json();
    await t.db.insertInto('sysUserRole').values({ userId: info.user.userId, roleId: 2 }).execute();
    expect((await routers(token)).data.map((router: { path: string }) => router.path)).toEqual(['/content']);
    const after = (await t.app.inject({ url: '/prod-api/getInfo', headers: bearer(token) })).json();
    expect(after.roles).toEqual(['editor']);
    expect(after.permissions).toEqual(expect.arrayContaining(['content:article:list']));
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ url: '/prod-api/getRouters' });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /system/user/edit', () => {
  /** Edits the profile of the holder of `token`, or anonymously. */
  const editProfile = (token: string | undefined, payload: object) =>
    callAs(t, token, 'PUT', '/system/user/edit', payload);

  it('changes the caller’s own profile, whatever id the body names', async () => {
    const token = await registerVisitor(t);
    const response = await editProfile(token, {
      userId: 1,
      nickName: '新昵称',
      email: 'me@example.com',
      sex: '1',
    });
    expect(response.json()).toEqual({ code: 200, msg: '操作成功' });
    const info = (await t.app.inject({ url: '/prod-api/getInfo', headers: bearer(token) })).json();
    expect(info.user).toMatchObject({ nickName: '新昵称', email: 'me@example.com', sex: '1' });
    const [admin] = await rowsWhere(t.db, 'sysUser', 'userId', 1);
    expect(admin.nickName).toBe('管理员');
  });

  it.each([
    [{ nickName: '' }, '昵称不能为空'],
    [{ nickName: 'x'.repeat(31) }, '昵称长度不能超过30个字符'],
    [{ nickName: 'ok', email: 'not-an-email' }, '邮箱格式不正确'],
    [{ nickName: 'ok', sex: '9' }, '性别取值不正确'],
  ])('rejects %j with "%s" and changes nothing', async (payload, msg) => {
    const token = await registerVisitor(t);
    const response = await editProfile(token, payload);
    expect(response.json()).toEqual({ code: 400, msg });
    const info = (await t.app.inject({ url: '/prod-api/getInfo', headers: bearer(token) })).json();
    expect(info.user.nickName).toBe('访客');
  });

  it('answers 401 without a token', async () => {
    const response = await editProfile(undefined, { nickName: 'x' });
    expect(response.json()).toEqual({ code: 401, msg: '认证失败，无法访问系统资源' });
  });
});

describe('API plumbing', () => {
  it('serves the OpenAPI document with every auth route', async () => {
    const doc = (await t.app.inject({ url: '/prod-api/swagger-ui/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/prod-api/viplogin',
        '/prod-api/login',
        '/prod-api/getInfo',
        '/prod-api/getRouters',
        '/prod-api/registerByPhone',
      ]),
    );
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/prod-api/no/such/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: "请求地址'/prod-api/no/such/thing'不存在" });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/prod-api/viplogin',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg: '请求格式不正确' });
  });
});
