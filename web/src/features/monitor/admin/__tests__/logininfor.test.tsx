import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, setupApiServer } from '@/testing/api-server';
import LogininforPage from '../pages/logininfor/index';
import { pickDateRange } from '@/testing/date-picker';
import { renderPage } from '@/testing/render-page';
import { loginAs } from './monitor-fixtures';

const api = setupApiServer((api) => {
  loginAs(api);
  api.on('GET /monitor/logininfor/list', () =>
    ok({
      total: 1,
      rows: [
        {
          infoId: 11,
          userName: 'alice',
          ipaddr: '10.0.0.8',
          loginLocation: '内网IP',
          browser: 'Chrome',
          os: 'Linux',
          status: '1',
          msg: '密码错误',
          loginTime: '2026-01-05 10:00:00',
        },
      ],
    }),
  );
});

describe('登录日志', () => {
  it('sends the date range as params[beginTime] / params[endTime]', async () => {
    const { container } = renderPage(<LogininforPage />);
    expect(await screen.findByText('密码错误')).toBeTruthy();
    expect(await screen.findByText('失败')).toBeTruthy();

    await pickDateRange(container, '2026-01-01', '2026-01-31');
    fireEvent.change(screen.getByPlaceholderText('请输入用户名称'), { target: { value: 'alice' } });
    fireEvent.click(container.querySelector('button[type="submit"]') as HTMLElement);

    await waitFor(() => {
      const last = api.callsTo('GET /monitor/logininfor/list').at(-1);
      expect(last?.query.get('params[beginTime]')).toBe('2026-01-01');
      expect(last?.query.get('params[endTime]')).toBe('2026-01-31');
      expect(last?.query.get('userName')).toBe('alice');
      expect(last?.query.get('pageNum')).toBe('1');
    });
  });

  it('hides 解锁 without monitor:logininfor:unlock', async () => {
    loginAs(api, ['monitor:logininfor:list', 'monitor:logininfor:remove']);
    renderPage(<LogininforPage />);
    await screen.findByText('密码错误');
    expect(screen.getByRole('button', { name: /清\s*空/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /解\s*锁/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });
});
