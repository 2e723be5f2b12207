import { describe, expect, it } from 'vitest';
import { RoleAddBody } from '@server/modules/system/role.schema';
import { UserAddBody } from '@server/modules/system/user.schema';
import { schemaForm } from './schema-form';
import { fieldOfMessage, schemaRules } from './schema-rules';

describe('schemaRules', () => {
  it("turns the server's length and pattern into antd rules named by the form's label", () => {
    const rules = schemaRules(UserAddBody.properties.password, { label: '用户密码', required: true });
    expect(rules).toEqual([
      { required: true, whitespace: true, message: '用户密码不能为空' },
      { min: 6, max: 20, message: '用户密码长度必须介于 6 和 20 之间' },
      { pattern: expect.any(RegExp), message: '用户密码格式不正确' },
    ]);
    const pattern = (rules[2] as { pattern: RegExp }).pattern;
    expect(pattern.test('secret123')).toBe(true);
    expect(pattern.test('a<b')).toBe(false);
  });

  it('takes the schema title when no label is given, and a maximum alone', () => {
    expect(schemaRules(UserAddBody.properties.remark)).toContainEqual({
      max: 500,
      message: '备注长度不能超过500个字符',
    });
  });
});

describe('schemaForm', () => {
  it('requires what the schema requires, without a string check on numbers', () => {
    const fields = schemaForm(RoleAddBody);
    expect(fields.item('roleSort', '角色顺序').rules).toEqual([
      { required: true, message: '角色顺序不能为空' },
    ]);
    expect(fields.item('remark', '备注').rules.some((r) => 'required' in r)).toBe(false);
    expect(fields.max('roleName')).toBe(30);
  });
});

describe('fieldOfMessage', () => {
  it('finds the field a server message names by its title', () => {
    expect(fieldOfMessage(UserAddBody, '密码长度不能少于6个字符')).toBe('password');
    expect(fieldOfMessage(UserAddBody, '用户账号格式不正确')).toBe('userName');
    expect(fieldOfMessage(UserAddBody, '系统内部错误')).toBeUndefined();
  });
});
