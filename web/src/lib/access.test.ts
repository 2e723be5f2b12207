import { describe, expect, it } from 'vitest';
import { hasPermi, hasRole } from './access';

/** A case of a check: its name, the values asked for, what the user holds, and the outcome. */
type AccessCase = [name: string, value: string[], held: string[], passes: boolean];

describe.each([
  {
    check: hasPermi,
    unset: '请设置操作权限标签值',
    holding: ['*:*:*'],
    cases: <AccessCase[]>[
      [
        'passes with one of the listed permissions',
        ['system:user:add', 'system:user:edit'],
        ['system:user:edit'],
        true,
      ],
      ['passes with the wildcard permission', ['system:user:remove'], ['*:*:*'], true],
      ['fails without a listed permission', ['system:user:remove'], ['system:user:list'], false],
      ['fails without any permission', ['system:user:remove'], [], false],
    ],
  },
  {
    check: hasRole,
    unset: '请设置角色权限标签值',
    holding: ['admin'],
    cases: <AccessCase[]>[
      ['passes with one of the listed roles', ['editor', 'common'], ['common'], true],
      ["passes with role 'admin'", ['editor'], ['admin'], true],
      ['fails without a listed role', ['editor'], ['ROLE_DEFAULT'], false],
      ['fails without any role', ['editor'], [], false],
      ['does not treat a wildcard permission as a role', ['editor'], ['*:*:*'], false],
    ],
  },
])('$check.name', ({ check, unset, holding, cases }) => {
  it.each(cases)('%s', (_, value, held, passes) => {
    expect(check(value, held)).toBe(passes);
  });
  it('throws without a value list', () => {
    expect(() => check([], holding)).toThrow(unset);
    expect(() => check(undefined as unknown as string[], holding)).toThrow(Error);
    expect(() => check(null as unknown as string[], holding)).toThrow(Error);
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
