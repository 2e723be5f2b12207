import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/store/session';
import { HasPermi, HasRole } from './access';

afterEach(() => useSession.setState({ roles: [], permissions: [] }));

describe('HasPermi', () => {
  it('renders the children for a listed permission', () => {
    useSession.setState({ permissions: ['system:user:add'] });
    render(<HasPermi value={['system:user:add', 'system:user:edit']}>新增</HasPermi>);
    expect(screen.getByText('新增')).toBeTruthy();
  });

  it('renders them for the wildcard permission', () => {
    useSession.setState({ permissions: ['*:*:*'] });
    render(<HasPermi value={['system:user:remove']}>删除</HasPermi>);
    expect(screen.getByText('删除')).toBeTruthy();
  });

  it('leaves them out otherwise', () => {
    useSession.setState({ permissions: ['system:user:list'], roles: ['common'] });
    render(<HasPermi value={['system:user:add']}>新增</HasPermi>);
    expect(screen.queryByText('新增')).toBeNull();
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
  it('renders the children for a listed role', () => {
    useSession.setState({ roles: ['editor'] });
    render(<HasRole value={['editor']}>编辑</HasRole>);
    expect(screen.getByText('编辑')).toBeTruthy();
  });

  it('renders them for role admin', () => {
    useSession.setState({ roles: ['admin'] });
    render(<HasRole value={['editor']}>编辑</HasRole>);
    expect(screen.getByText('编辑')).toBeTruthy();
  });

  it('leaves them out otherwise', () => {
    useSession.setState({ roles: ['common'], permissions: ['*:*:*'] });
    render(<HasRole value={['editor']}>编辑</HasRole>);
    expect(screen.queryByText('编辑')).toBeNull();
  });

  it('throws without a value list', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<HasRole value={[]}>x</HasRole>)).toThrow('请设置角色权限标签值');
    spy.mockRestore();
  });
});
