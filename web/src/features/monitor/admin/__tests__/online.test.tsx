import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, setupApiServer } from '@/testing/api-server';
import OnlineUserPage from '../pages/online/index';
import { renderPage } from '@/testing/render-page';
import { loginAs } from './monitor-fixtures';

const api = setupApiServer();

const session = (tokenId: string, userName: string) => ({
  tokenId,
  userName,
  deptName: null,
  ipaddr: '10.0.0.8',
  loginLocation: '内网IP',
  browser: 'Chrome 120',
  os: 'Windows 10',
  loginTime: 1763600000000,
});

beforeEach(() => {
  loginAs(api);
  let rows = [session('tok-a', 'alice'), session('tok-b', 'bob')];
  api.on('GET /monitor/online/list', () => ok({ rows, total: rows.length }));
  api.on('DELETE /monitor/online/tok-b', () => {
    rows = rows.filter((r) => r.tokenId !== 'tok-b');
    return ok();
  });
});

describe('在线用户', () => {
  it('lists the sessions and forces one out after the confirmation', async () => {
    renderPage(<OnlineUserPage />);
    expect(await screen.findByText('alice')).toBeTruthy();
    expect(screen.getByText('tok-b')).toBeTruthy();
    expect(screen.getAllByText('内网IP')).toHaveLength(2);
    for (const head of ['会话编号', '登录名称', '主机', '登录地点', '浏览器', '操作系统', '登录时间']) {
      expect(screen.getByRole('columnheader', { name: head })).toBeTruthy();
    }

    const bobRow = screen.getByText('bob').closest('tr') as HTMLElement;
    fireEvent.click(within(bobRow).getByRole('button', { name: /强退/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('是否确认强退名称为"bob"的用户？')).toBeTruthy();
    expect(api.callsTo('DELETE /monitor/online/tok-b')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(api.callsTo('DELETE /monitor/online/tok-b')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('bob')).toBeNull());
    expect(screen.getByText('alice')).toBeTruthy();
  });

  it('sends the filters', async () => {
    renderPage(<OnlineUserPage />);
    await screen.findByText('alice');
    fireEvent.change(screen.getByPlaceholderText('请输入用户名称'), { target: { value: 'bob' } });
    fireEvent.click(screen.getByRole('button', { name: '搜 索' }));
    await waitFor(() =>
      expect(api.callsTo('GET /monitor/online/list').some((c) => c.query.get('userName') === 'bob')).toBe(
        true,
      ),
    );
  });

  it('hides 强退 without monitor:online:forceLogout', async () => {
    loginAs(api, ['monitor:online:list']);
    renderPage(<OnlineUserPage />);
    await screen.findByText('alice');
    expect(screen.queryByRole('button', { name: /强退/ })).toBeNull();
  });
});
