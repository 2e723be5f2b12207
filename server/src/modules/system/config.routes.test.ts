import { describe, expect, it } from 'vitest';
import { bearer, readXlsx, useStaffApp } from '../../../test/helper.js';

const { t, admin, editor, call } = await useStaffApp();

const countConfigs = async () =>
  Number(
    (
      await t.db
        .selectFrom('sysConfig')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('/system/config', () => {
  it('creates, reads, lists, updates and deletes a setting, logging the writes', async () => {
    const created = await call('POST', '/system/config', {
      configName: '测试参数',
      configKey: 'test.config.one',
      configValue: 'v1',
      remark: '备注',
    });
    expect(created.json()).toEqual({ code: 200, msg: '操作成功' });
    const row = await t.db
      .selectFrom('sysConfig')
      .selectAll()
      .where('configKey', '=', 'test.config.one')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ configType: 'N', createBy: 'admin', configValue: 'v1' });

    const list = (await call('GET', '/system/config/list?configKey=config.one&pageNum=1&pageSize=10')).json();
    expect(list).toMatchObject({ code: 200, total: 1 });
    expect(list.rows[0]).toMatchObject({ configId: row.configId, configName: '测试参数' });

    const detail = (await call('GET', `/system/config/${row.configId}`)).json();
    expect(detail.data).toMatchObject({ configKey: 'test.config.one' });

    const key = (await call('GET', '/system/config/configKey/test.config.one', undefined, editor)).json();
    expect(key).toEqual({ code: 200, msg: 'v1' });

    const updated = await call('PUT', '/system/config', {
      configId: row.configId,
      configName: '测试参数',
      configKey: 'test.config.one',
      configValue: 'v2',
    });
    expect(updated.statusCode).toBe(200);
    expect((await call('GET', '/system/config/configKey/test.config.one')).json().msg).toBe('v2');
    const after = await t.db
      .selectFrom('sysConfig')
      .select(['updateBy', 'updateTime'])
      .where('configId', '=', row.configId)
      .executeTakeFirstOrThrow();
    expect(after.updateBy).toBe('admin');
    expect(after.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect((await call('DELETE', `/system/config/${row.configId}`)).json().code).toBe(200);
    expect(
      await t.db.selectFrom('sysConfig').select('configId').where('configId', '=', row.configId).execute(),
    ).toEqual([]);
    const logs = await t.db
      .selectFrom('sysOperLog')
      .select(['title', 'businessType', 'operName'])
      .where('title', '=', '参数管理')
      .execute();
    expect(logs.map((log) => log.businessType)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(logs[0].operName).toBe('admin');
  });

  it('names the field in validation messages and writes nothing', async () => {
    const before = await countConfigs();
    const response = await call('POST', '/system/config', { configName: '缺少键名', configValue: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('参数键名不能为空');
    const tooLong = await call('POST', '/system/config', {
      configName: 'x',
      configKey: 'k'.repeat(101),
      configValue: 'x',
    });
    expect(tooLong.json().msg).toBe('参数键名长度不能超过100个字符');
    expect(await countConfigs()).toBe(before);
  });

  it('refuses a duplicate key on create and update', async () => {
    const duplicate = await call('POST', '/system/config', {
      configName: '重复',
      configKey: 'sys.user.initPassword',
      configValue: 'x',
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().msg).toBe("新增参数'重复'失败，参数键名已存在");

    await call('POST', '/system/config', { configName: '其他', configKey: 'test.other', configValue: '1' });
    const other = await t.db
      .selectFrom('sysConfig')
      .select('configId')
      .where('configKey', '=', 'test.other')
      .executeTakeFirstOrThrow();
    const update = await call('PUT', '/system/config', {
      configId: other.configId,
      configName: '其他',
      configKey: 'sys.user.initPassword',
      configValue: '1',
    });
    expect(update.json().msg).toBe("修改参数'其他'失败，参数键名已存在");
  });

  it('refuses to delete a built-in setting', async () => {
    const builtIn = await t.db
      .selectFrom('sysConfig')
      .select('configId')
      .where('configKey', '=', 'sys.user.initPassword')
      .executeTakeFirstOrThrow();
    const response = await call('DELETE', `/system/config/${builtIn.configId}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('内置参数【sys.user.initPassword】不能删除');
    expect(
      await t.db
        .selectFrom('sysConfig')
        .select('configId')
        .where('configId', '=', builtIn.configId)
        .execute(),
    ).toHaveLength(1);
  });

  it('answers ok to refreshCache', async () => {
    expect((await call('DELETE', '/system/config/refreshCache')).json()).toEqual({
      code: 200,
      msg: '操作成功',
    });
  });

  it('exports an xlsx with the header row, by GET and by form POST', async () => {
    const response = await call('GET', '/system/config/export?configType=Y');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readXlsx(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '参数主键',
      '参数名称',
      '参数键名',
      '参数键值',
      '系统内置',
      '创建时间',
      '备注',
    ]);
    expect(sheet.rowCount).toBeGreaterThan(1);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/prod-api/system/config/export',
      headers: { ...bearer(admin), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'configKey=sys.user&pageNum=1',
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.headers['content-type']).toContain('spreadsheetml');
  });

  it('answers 401 without a token and 403 to the editor', async () => {
    expect((await t.app.inject({ url: '/prod-api/system/config/list' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/prod-api/system/config/configKey/sys.index.skinName' })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/system/config/list', undefined, editor)).statusCode).toBe(403);
    const before = await countConfigs();
    const post = await call(
      'POST',
      '/system/config',
      { configName: 'x', configKey: 'y.z', configValue: '1' },
      editor,
    );
    expect(post.statusCode).toBe(403);
    expect(await countConfigs()).toBe(before);
  });
});
