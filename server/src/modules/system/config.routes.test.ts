import { describe, expect, it } from 'vitest';
import { headerOf, rowsWhere, useStaffApp, waitForWriteLogs } from '../../../test/helper.js';

const { t, editor, call, addRow, exportSheet, writesNothing, expectStatus, rejects } = await useStaffApp();

const configWhere = (column: 'configId' | 'configKey', value: string | number) =>
  rowsWhere(t.db, 'sysConfig', column, value);

describe('/system/config', () => {
  it('creates, reads, lists, updates and deletes a setting, logging the writes', async () => {
    const row = await addRow('sysConfig', 'configKey', '/system/config', {
      configName: '测试参数',
      configKey: 'test.config.one',
      configValue: 'v1',
      remark: '备注',
    });
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
    const [after] = await configWhere('configId', row.configId);
    expect(after.updateBy).toBe('admin');
    expect(after.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    expect((await call('DELETE', `/system/config/${row.configId}`)).json().code).toBe(200);
    expect(await configWhere('configId', row.configId)).toEqual([]);
    await waitForWriteLogs(t.db, '参数管理');
  });

  it('names the field in validation messages and writes nothing', async () => {
    await writesNothing('sysConfig', () =>
      rejects('POST', '/system/config', [
        [{ configName: '缺少键名', configValue: 'x' }, '参数键名不能为空'],
        [{ configName: 'x', configKey: 'k'.repeat(101), configValue: 'x' }, '参数键名长度不能超过100个字符'],
      ]),
    );
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
    const [other] = await configWhere('configKey', 'test.other');
    const update = await call('PUT', '/system/config', {
      configId: other.configId,
      configName: '其他',
      configKey: 'sys.user.initPassword',
      configValue: '1',
    });
    expect(update.json().msg).toBe("修改参数'其他'失败，参数键名已存在");
  });

  it('refuses to delete a built-in setting', async () => {
    const [builtIn] = await configWhere('configKey', 'sys.user.initPassword');
    const response = await call('DELETE', `/system/config/${builtIn.configId}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('内置参数【sys.user.initPassword】不能删除');
    expect(await configWhere('configId', builtIn.configId)).toHaveLength(1);
  });

  it('answers ok to refreshCache', async () => {
    expect((await call('DELETE', '/system/config/refreshCache')).json()).toEqual({
      code: 200,
      msg: '操作成功',
    });
  });

  it('exports an xlsx with the header row, by GET and by form POST', async () => {
    const sheet = await exportSheet('/system/config/export?configType=Y');
    expect(headerOf(sheet)).toEqual([
      '参数主键',
      '参数名称',
      '参数键名',
      '参数键值',
      '系统内置',
      '创建时间',
      '备注',
    ]);
    expect(sheet.rowCount).toBeGreaterThan(1);
    await exportSheet('/system/config/export', 'configKey=sys.user&pageNum=1');
  });

  it('answers 401 without a token and 403 to the editor', async () => {
    expect((await t.app.inject({ url: '/prod-api/system/config/list' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/prod-api/system/config/configKey/sys.index.skinName' })).statusCode,
    ).toBe(401);
    await writesNothing('sysConfig', () =>
      expectStatus(editor, 403, [
        ['GET', '/system/config/list'],
        ['POST', '/system/config', { configName: 'x', configKey: 'y.z', configValue: '1' }],
      ]),
    );
  });
});
