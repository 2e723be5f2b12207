import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, setupApiServer } from '@/testing/api-server';
import JobPage from '../pages/job/index';
import JobLogPage from '../pages/job/log';
import * as crud from '@/testing/crud-page';
import { renderPage } from '@/testing/render-page';
import { loginAs } from './monitor-fixtures';
import { expectShown } from '@/testing/expect-shown';

const job = {
  jobId: 3,
  jobName: '清理过期会话',
  jobGroup: 'SYSTEM',
  invokeTarget: 'session.cleanExpired',
  cronExpression: '0 0/30 * * * ?',
  misfirePolicy: '3',
  concurrent: '1',
  status: '0',
};

const api = setupApiServer((api) => {
  loginAs(api);
  api.on('GET /monitor/job/list', () => ok({ total: 1, rows: [job] }));
  api.on('GET /monitor/job/3', () => ok({ data: job }));
  api.on('PUT /monitor/job/run', () => ok());
  api.on('POST /monitor/job', () => ok());
  api.on('GET /monitor/jobLog/list', () => ok({ total: 0, rows: [] }));
});

describe('定时任务', () => {
  it('runs a job once after the confirmation', async () => {
    renderPage(<JobPage />);
    const row = await crud.findRow('session.cleanExpired');
    fireEvent.click(within(row).getByRole('button', { name: /执行一次/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确认要立即执行一次"清理过期会话"任务吗?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('执行成功')).toBeTruthy();
    expect(api.callsTo('PUT /monitor/job/run')[0].body).toEqual({ jobId: 3, jobGroup: 'SYSTEM' });
  });

  it('refuses to save a job with empty required fields', async () => {
    renderPage(<JobPage />);
    await screen.findByText('session.cleanExpired');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText('添加任务')).toBeTruthy();
    expect(within(modal).getAllByText(/session\.cleanExpired/).length).toBeGreaterThan(0);
    fireEvent.click(within(modal).getByRole('button', { name: /确\s*定/ }));
    expect(await within(modal).findByText('任务名称不能为空')).toBeTruthy();
    expectShown(modal, ['调用目标字符串不能为空', 'cron执行表达式不能为空']);
    expect(api.callsTo('POST /monitor/job')).toHaveLength(0);
  });

  it('hides 新增 and 执行一次 without their permissions', async () => {
    loginAs(api, ['monitor:job:list', 'monitor:job:query']);
    renderPage(<JobPage />);
    await screen.findByText('session.cleanExpired');
    crud.expectNoButtons(['新增', '执行一次']);
    expect(screen.getByRole('button', { name: /调度日志/ })).toBeTruthy();
  });
});

describe('调度日志', () => {
  it("filters on the job's name and group when opened for a job", async () => {
    renderPage(<JobLogPage />, { path: '/monitor/job-log/index/:jobId', url: '/monitor/job-log/index/3' });
    await waitFor(() => expect(api.callsTo('GET /monitor/jobLog/list').length).toBeGreaterThan(0));
    const call = api.callsTo('GET /monitor/jobLog/list')[0];
    expect(call.query.get('jobName')).toBe('清理过期会话');
    expect(call.query.get('jobGroup')).toBe('SYSTEM');
  });
});
