import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/store/session';
import { HasPermi, HasRole } from './access';

afterEach(() => useSession.setState({ roles: [], permissions: [] }));

/** Whether the guarded children show on screen. */
const shown = () => screen.queryByText('按钮') !== null;

describe('HasPermi', () => {
  it.each([
    [
      'renders the children for a listed permission',
      ['system:user:add', 'system:user:edit'],
      { permissions: ['system:user:add'] },
      true,
    ],
    ['renders them for the wildcard permission', ['system:user:remove'], { permissions: ['*:*:*'] }, true],
    [
      'leaves them out otherwise',
      ['system:user:add'],
      { permissions: ['system:user:list'], roles: ['common'] },
      false,
    ],
  ])('%s', (_, value, session, visible) => {
    useSession.setState(session);
    render(<HasPermi value={value}>按钮</HasPermi>);
    expect(shown()).toBe(visible);
  });

  it('re-renders when the permissions change', async () => {
    render(<HasPermi value={['system:user:add']}>新增</HasPermi>);
    expect(screen.queryByText('新增')).toBeNull();
    useSession.setState({ permissions: ['system:user:add'] });
    expect(await screen.findByText('新增')).toBeTruthy();
  });

  it('throws without a value list', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<HasPermi value={[]}>x</HasPermi>)).toThrow('请设置操作权限标签值');
    expect(() => render(<HasPermi value={undefined as unknown as string[]}>x</HasPermi>)).toThrow(
      '请设置操作权限标签值',
    );
    spy.mockRestore();
  });
});

describe('HasRole', () => {
  it.each([
    ['renders the children for a listed role', { roles: ['editor'] }, true],
    ['renders them for role admin', { roles: ['admin'] }, true],
    ['leaves them out otherwise', { roles: ['common'], permissions: ['*:*:*'] }, false],
  ])('%s', (_, session, visible) => {
    useSession.setState(session);
    render(<HasRole value={['editor']}>按钮</HasRole>);
    expect(shown()).toBe(visible);
  });

  it('throws without a value list', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<HasRole value={[]}>x</HasRole>)).toThrow('请设置角色权限标签值');
    spy.mockRestore();
  });
});
