import { describe, expect, it } from 'vitest';
import { hasPermi, hasRole } from './access';

describe('hasPermi', () => {
  it('passes with one of the listed permissions', () => {
    expect(hasPermi(['system:user:add', 'system:user:edit'], ['system:user:edit'])).toBe(true);
  });
  it('passes with the wildcard permission', () => {
    expect(hasPermi(['system:user:remove'], ['*:*:*'])).toBe(true);
  });
  it('fails without a listed permission', () => {
    expect(hasPermi(['system:user:remove'], ['system:user:list'])).toBe(false);
    expect(hasPermi(['system:user:remove'], [])).toBe(false);
  });
  it('throws without a value list', () => {
    expect(() => hasPermi([], ['*:*:*'])).toThrow('请设置操作权限标签值');
    expect(() => hasPermi(undefined as unknown as string[], ['*:*:*'])).toThrow(Error);
  });
});

describe('hasRole', () => {
  it('passes with one of the listed roles', () => {
    expect(hasRole(['editor', 'common'], ['common'])).toBe(true);
  });
  it("passes with role 'admin'", () => {
    expect(hasRole(['editor'], ['admin'])).toBe(true);
  });
  it('fails without a listed role', () => {
    expect(hasRole(['editor'], ['ROLE_DEFAULT'])).toBe(false);
    expect(hasRole(['editor'], [])).toBe(false);
  });
  it('does not treat a wildcard permission as a role', () => {
    expect(hasRole(['editor'], ['*:*:*'])).toBe(false);
  });
  it('throws without a value list', () => {
    expect(() => hasRole([], ['admin'])).toThrow('请设置角色权限标签值');
    expect(() => hasRole(null as unknown as string[], ['admin'])).toThrow(Error);
  });
});

describe('defaults to the session store', () => {
  it('reads roles and permissions of the logged-in user', async () => {
    const { useSession } = await import('@/store/session');
    useSession.setState({ roles: ['common'], permissions: ['system:user:list'] });
    expect(hasPermi(['system:user:list'])).toBe(true);
    expect(hasPermi(['system:user:add'])).toBe(false);
    expect(hasRole(['common'])).toBe(true);
    expect(hasRole(['editor'])).toBe(false);
    useSession.setState({ roles: [], permissions: [] });
  });
});
