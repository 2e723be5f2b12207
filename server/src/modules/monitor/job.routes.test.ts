import { describe, expect, it } from 'vitest';
import {
  bearer,
  headerOf,
  rowsWhere,
  sessionCleaningJob,
  useStaffApp,
  waitForWriteLogs,
} from '../../../test/helper.js';
import { formatTime, secondsFromNow } from '../../http/time.js';
import { resolveInvokeTarget } from './job-handlers.js';
import { isValidCron, toCronerPattern } from './job-scheduler.js';

const { t, admin, editor, call, addRow, exportSheet, writesNothing, expectStatus, rejects } =
  await useStaffApp();
/** Adds a session-cleaning job as the admin and gives its row. */
const addJob = (...job: Parameters<typeof sessionCleaningJob>) =>
  addRow('sysJob', 'jobName', '/monitor/job', sessionCleaningJob(...job));

describe('invoke targets and cron expressions', () => {
  it('accepts only registered handler names with an optional integer', () => {
    expect(resolveInvokeTarget('log.cleanOld(30)')).toMatchObject({ name: 'log.cleanOld', argument: 30 });
    expect(resolveInvokeTarget('log.cleanOld')).toMatchObject({ argument: 90 });
    expect(resolveInvokeTarget('session.cleanExpired')).toMatchObject({ name: 'session.cleanExpired' });
    for (const bad of [
      'session.cleanExpired(1)',
      'log.cleanOld(0)',
      "ryTask.ryParams('ry')",
      'java.lang.Runtime.getRuntime().exec("id")',
      'constructor',
      '__proto__',
      'toString',
      'log.cleanOld(1);process.exit()',
    ]) {
      expect(resolveInvokeTarget(bad)).toBeNull();
    }
  });

  it("reads RuoYi's Quartz expressions", () => {
    expect(toCronerPattern('0/10 * * * * ?')).toBe('0-59/10 * * * * ?');
    for (const good of ['0/10 * * * * ?', '0 0 3 * * ?', '0 0 3 ? * MON', '*/5 * * * *'])
      expect(isValidCron(good)).toBe(true);
    for (const bad of ['bad', '0 0 25 * * ?', '* * *']) expect(isValidCron(bad)).toBe(false);
  });
});

describe('/monitor/job', () => {
  it('has the three seeded housekeeping jobs, paused', async () => {
    const list = (await call('GET', '/monitor/job/list?jobGroup=SYSTEM')).json();
    expect(list.total).toBe(3);
    expect(list.rows.map((r: { invokeTarget: string }) => r.invokeTarget).sort()).toEqual([
      'log.cleanOld(90)',
      'session.cleanExpired',
      'sms.cleanExpired',
    ]);
    expect(list.rows.every((r: { status: string }) => r.status === '1')).toBe(true);
  });

  it('refuses a bad cron, a target outside the allowlist and a missing field, writing nothing', async () => {
    await writesNothing('sysJob', () =>
      rejects('POST', '/monitor/job', [
        [
          { jobName: '坏表达式', invokeTarget: 'session.cleanExpired', cronExpression: '0 0 99 * * ?' },
          "新增任务'坏表达式'失败，Cron表达式不正确",
        ],
        [
          {
            jobName: '越权',
            invokeTarget: "java.lang.Runtime.getRuntime().exec('id')",
            cronExpression: '0 0 3 * * ?',
          },
          "新增任务'越权'失败，目标字符串不在白名单内",
        ],
        [{ jobName: 'x', cronExpression: '0 0 3 * * ?' }, '调用目标字符串不能为空'],
      ]),
    );
  });

  it('creates, edits, pauses and resumes a job, runs it once and logs the run', async () => {
    const job = await addJob('清理会话', '0 0 4 * * ?', '1');
    expect(job).toMatchObject({ createBy: 'admin', status: '1', misfirePolicy: '3', concurrent: '1' });

    const detail = (await call('GET', `/monitor/job/${job.jobId}`)).json();
    expect(detail.data).toMatchObject({
      jobId: job.jobId,
      nextValidTime: expect.stringMatching(/04:00:00$/),
    });

    const editJob = (invokeTarget: string, cronExpression: string) =>
      call('PUT', '/monitor/job', { jobId: job.jobId, jobName: '清理会话', invokeTarget, cronExpression });
    const badEdit = await editJob('rm -rf', '0 0 4 * * ?');
    expect(badEdit.json().msg).toBe("修改任务'清理会话'失败，目标字符串不在白名单内");
    expect((await editJob('session.cleanExpired', '0 0 5 * * ?')).json().code).toBe(200);

    // Resumed, then paused again.
    for (const status of ['0', '1']) {
      const changed = await call('PUT', '/monitor/job/changeStatus', { jobId: job.jobId, status });
      expect(changed.json().code).toBe(200);
      expect((await call('GET', `/monitor/job/${job.jobId}`)).json().data.status).toBe(status);
    }

    // An expired session that the job must remove, next to a live one that must stay.
    const [{ userId }] = await rowsWhere(t.db, 'sysUser', 'userName', 'admin');
    await t.db
      .insertInto('sysSession')
      .values({
        sessionId: 'expired-session',
        userId,
        loginTime: secondsFromNow(-7200),
        lastAccessTime: secondsFromNow(-7200),
        expiresAt: secondsFromNow(-60),
      })
      .execute();
    const run = await call('PUT', '/monitor/job/run', { jobId: job.jobId, jobGroup: 'DEFAULT' });
    expect(run.json()).toEqual({ code: 200, msg: '操作成功' });
    expect(await rowsWhere(t.db, 'sysSession', 'sessionId', 'expired-session')).toEqual([]);
    expect((await t.app.inject({ url: '/prod-api/getInfo', headers: bearer(admin) })).statusCode).toBe(200);

    const logs = (await call('GET', `/monitor/jobLog/list?jobName=清理会话&status=0`)).json();
    expect(logs.total).toBe(1);
    expect(logs.rows[0]).toMatchObject({
      jobId: job.jobId,
      invokeTarget: 'session.cleanExpired',
      status: '0',
      jobMessage: expect.stringContaining('总共耗时'),
    });
    expect(logs.rows[0].jobMessage).toContain('删除过期会话1条');
    const logDetail = (await call('GET', `/monitor/jobLog/${logs.rows[0].jobLogId}`)).json();
    expect(logDetail.data.jobLogId).toBe(logs.rows[0].jobLogId);

    expect((await call('PUT', '/monitor/job/run', { jobId: 999999 })).json().msg).toBe(
      '任务不存在或已过期！',
    );

    await waitForWriteLogs(t.db, '定时任务', [1, 2]);

    expect((await call('DELETE', `/monitor/job/${job.jobId}`)).json().code).toBe(200);
    expect(await rowsWhere(t.db, 'sysJob', 'jobId', job.jobId)).toEqual([]);
  });

  it('fires a running job on its cron and stops when paused', async () => {
    const job = await addJob('每秒清理', '* * * * * ?');
    const runs = () => rowsWhere(t.db, 'sysJobLog', 'jobId', job.jobId);
    for (let i = 0; i < 40 && (await runs()).length === 0; i += 1)
      await new Promise((r) => setTimeout(r, 100));
    expect((await runs()).length).toBeGreaterThan(0);
    await call('PUT', '/monitor/job/changeStatus', { jobId: job.jobId, status: '1' });
    await new Promise((r) => setTimeout(r, 100));
    const paused = (await runs()).length;
    await new Promise((r) => setTimeout(r, 1500));
    expect((await runs()).length).toBe(paused);
    await call('DELETE', `/monitor/job/${job.jobId}`);
  });

  it('runs log.cleanOld and sms.cleanExpired for real', async () => {
    await t.db
      .insertInto('sysLogininfor')
      .values({ userName: 'old', status: '0', msg: 'old', loginTime: '2000-01-01 00:00:00' })
      .execute();
    await t.db
      .insertInto('sysCaptcha')
      .values({ uuid: 'expired-captcha', answerHash: 'x', expiresAt: secondsFromNow(-10) })
      .execute();
    const seeded = await rowsWhere(t.db, 'sysJob', 'jobGroup', 'SYSTEM');
    for (const job of seeded.filter((j) => j.invokeTarget !== 'session.cleanExpired')) {
      expect(
        (await call('PUT', '/monitor/job/run', { jobId: job.jobId, jobGroup: job.jobGroup })).json().code,
      ).toBe(200);
    }
    expect(await rowsWhere(t.db, 'sysLogininfor', 'userName', 'old')).toEqual([]);
    expect(await rowsWhere(t.db, 'sysCaptcha', 'uuid', 'expired-captcha')).toEqual([]);
    const logs = (await rowsWhere(t.db, 'sysJobLog', 'jobGroup', 'SYSTEM')).map(
      ({ invokeTarget, status }) => ({
        invokeTarget,
        status,
      }),
    );
    expect(logs).toEqual(
      expect.arrayContaining([
        { invokeTarget: 'log.cleanOld(90)', status: '0' },
        { invokeTarget: 'sms.cleanExpired', status: '0' },
      ]),
    );
    expect(formatTime()).toMatch(/^\d{4}/);
  });

  it('exports jobs and job logs as xlsx, deletes and cleans job logs', async () => {
    for (const [url, first] of [
      ['/monitor/job/export', ['任务序号', '任务名称', '任务组名', '调用目标字符串']],
      ['/monitor/jobLog/export', ['日志序号', '任务名称', '任务组名', '调用目标字符串']],
    ] as const) {
      expect(headerOf(await exportSheet(url)).slice(0, 4)).toEqual(first);
    }
    const logs = (await call('GET', '/monitor/jobLog/list')).json();
    expect(logs.total).toBeGreaterThan(0);
    expect((await call('DELETE', `/monitor/jobLog/${logs.rows[0].jobLogId}`)).json().code).toBe(200);
    expect((await call('GET', '/monitor/jobLog/list')).json().total).toBe(logs.total - 1);
    expect((await call('DELETE', '/monitor/jobLog/clean')).json().code).toBe(200);
    expect((await call('GET', '/monitor/jobLog/list')).json().total).toBe(0);
  });

  it('answers 401 without a token and 403 to the editor', async () => {
    expect((await t.app.inject({ url: '/prod-api/monitor/job/list' })).statusCode).toBe(401);
    await writesNothing('sysJob', () =>
      expectStatus(editor, 403, [
        ['GET', '/monitor/job/list'],
        ['GET', '/monitor/jobLog/list'],
        [
          'POST',
          '/monitor/job',
          { jobName: 'x', invokeTarget: 'session.cleanExpired', cronExpression: '0 0 3 * * ?' },
        ],
      ]),
    );
  });
});
