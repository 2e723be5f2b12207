import { describe, expect, it } from 'vitest';
import { headerOf, rowsWhere, useStaffApp, waitForOperLog } from '../../../test/helper.js';

const { t, editor, call, exportSheet, writesNothing, rejects } = await useStaffApp();

const typesNamed = (dictType: string) => rowsWhere(t.db, 'sysDictType', 'dictType', dictType);
const typeId = async (dictType: string) => (await typesNamed(dictType))[0].dictId;

describe('/system/dict/type and /system/dict/data', () => {
  it('creates a type with data, renames it with its data, and refuses to delete it while data remain', async () => {
    expect(
      (await call('POST', '/system/dict/type', { dictName: '会员等级', dictType: 'member_level' })).json()
        .code,
    ).toBe(200);
    const dictId = await typeId('member_level');
    const dup = await call('POST', '/system/dict/type', { dictName: '又一个', dictType: 'member_level' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().msg).toBe("新增字典'又一个'失败，字典类型已存在");

    const data = await call('POST', '/system/dict/data', {
      dictLabel: '金卡',
      dictValue: 'gold',
      dictType: 'member_level',
      dictSort: 1,
      listClass: 'warning',
    });
    expect(data.json().code).toBe(200);
    const list = (await call('GET', '/system/dict/data/list?dictType=member_level')).json();
    expect(list.total).toBe(1);
    const dictCode = list.rows[0].dictCode;
    expect((await call('GET', `/system/dict/data/${dictCode}`)).json().data).toMatchObject({
      dictLabel: '金卡',
    });

    const renamed = await call('PUT', '/system/dict/type', {
      dictId,
      dictName: '会员等级',
      dictType: 'member_grade',
    });
    expect(renamed.json().code).toBe(200);
    const byType = (await call('GET', '/system/dict/data/type/member_grade', undefined, editor)).json();
    expect(byType.data).toHaveLength(1);
    expect(byType.data[0]).toMatchObject({
      dictLabel: '金卡',
      dictValue: 'gold',
      listClass: 'warning',
      cssClass: '',
      isDefault: 'N',
    });

    const refused = await call('DELETE', `/system/dict/type/${dictId}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('会员等级已分配,不能删除');

    expect(
      (
        await call('PUT', '/system/dict/data', {
          dictCode,
          dictLabel: '白金',
          dictValue: 'gold',
          dictType: 'member_grade',
        })
      ).json().code,
    ).toBe(200);
    expect((await call('GET', `/system/dict/data/${dictCode}`)).json().data.dictLabel).toBe('白金');
    expect((await call('DELETE', `/system/dict/data/${dictCode}`)).json().code).toBe(200);
    expect((await call('DELETE', `/system/dict/type/${dictId}`)).json().code).toBe(200);
    expect(await rowsWhere(t.db, 'sysDictType', 'dictId', dictId)).toEqual([]);

    for (const [title, businessType] of [
      ['字典类型', 1],
      ['字典类型', 2],
      ['字典类型', 3],
      ['字典数据', 1],
    ] as const) {
      await waitForOperLog(t.db, { title, businessType });
    }
  });

  it('refuses renaming to a type that exists', async () => {
    await call('POST', '/system/dict/type', { dictName: '甲', dictType: 'type_a' });
    const response = await call('PUT', '/system/dict/type', {
      dictId: await typeId('type_a'),
      dictName: '甲',
      dictType: 'sys_user_sex',
    });
    expect(response.json().msg).toBe("修改字典'甲'失败，字典类型已存在");
  });

  it('names the field when validation fails and writes nothing', async () => {
    await writesNothing('sysDictType', () =>
      rejects('POST', '/system/dict/type', [
        [{ dictType: 'no_name' }, '字典名称不能为空'],
        [{ dictName: 'x', dictType: '1-bad' }, '字典类型格式不正确'],
      ]),
    );
    await writesNothing('sysDictData', () =>
      rejects('POST', '/system/dict/data', [
        [{ dictType: 'sys_user_sex', dictValue: '9' }, '字典标签不能为空'],
      ]),
    );
  });

  it('lists types paged, gives option select and answers refreshCache', async () => {
    const page = (await call('GET', '/system/dict/type/list?pageNum=1&pageSize=2&dictName=状态')).json();
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const options = (await call('GET', '/system/dict/type/optionselect')).json();
    expect(options.data.map((row: { dictType: string }) => row.dictType)).toContain('sys_user_sex');
    expect(
      (await call('GET', `/system/dict/type/${await typeId('sys_user_sex')}`)).json().data.dictName,
    ).toBe('用户性别');
    expect((await call('DELETE', '/system/dict/type/refreshCache')).json()).toEqual({
      code: 200,
      msg: '操作成功',
    });
  });

  it('exports types and data as xlsx', async () => {
    for (const [url, header] of [
      ['/system/dict/type/export', ['字典主键', '字典名称', '字典类型', '状态', '创建时间', '备注']],
      [
        '/system/dict/data/export?dictType=sys_user_sex',
        ['字典编码', '字典排序', '字典标签', '字典键值', '字典类型', '是否默认', '状态', '创建时间', '备注'],
      ],
    ] as const) {
      expect(headerOf(await exportSheet(url))).toEqual(header);
    }
  });

  it('answers 401 without a token and 403 to the editor', async () => {
    expect((await t.app.inject({ url: '/prod-api/system/dict/type/list' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/prod-api/system/dict/data/type/sys_user_sex' })).statusCode).toBe(
      401,
    );
    expect((await call('GET', '/system/dict/data/list', undefined, editor)).statusCode).toBe(403);
    expect(
      (await call('POST', '/system/dict/type', { dictName: 'x', dictType: 'editor_x' }, editor)).statusCode,
    ).toBe(403);
    expect(await typesNamed('editor_x')).toEqual([]);
  });
});
