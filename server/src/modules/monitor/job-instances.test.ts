import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { createSmsSender } from '../auth/sms/sms-sender.js';
import { JobScheduler } from './job-scheduler.js';
import { dialect, rowsWhere, sessionCleaningJob, useStaffApp } from '../../../test/helper.js';

// Every instance behind a load balancer schedules the same jobs; each run must happen once, on
// whichever instance claims it, not once per instance.

const { t, call, addRow } = await useStaffApp();

/** Adds a session-cleaning job through this instance and gives its row. */
const addJob = (...job: Parameters<typeof sessionCleaningJob>) =>
  addRow('sysJob', 'jobName', '/monitor/job', sessionCleaningJob(...job));

describe('scheduled jobs on two instances of one database', () => {
  it('runs each trigger once', async () => {
    // Scheduled on this instance as it is added, and on the other as that one starts.
    const job = await addJob('每秒清理会话', '* * * * * ?', '0');
    const config = { ...t.config };
    const started = await buildApp({
      config,
      database: { db: t.db, dialect },
      sms: createSmsSender(config, pino({ level: 'silent' })),
    });
    await started.ready();
    const logs = () => rowsWhere(t.db, 'sysJobLog', 'jobId', job.jobId);
    await vi.waitFor(async () => expect((await logs()).length).toBeGreaterThanOrEqual(4), {
      timeout: 15_000,
    });
    await call('PUT', '/monitor/job/changeStatus', { jobId: job.jobId, status: '1' });
    await started.close();
    const fires = await rowsWhere(t.db, 'sysJobFire', 'jobId', job.jobId);
    // One log row per claimed second: no second ran twice.
    await vi.waitFor(async () => expect((await logs()).length).toBe(fires.length));
  });
});

describe('a job edited through one instance', () => {
  it('is started, rescheduled and stopped on the other within its sync time', async () => {
    // The other instance's scheduler, reading the jobs back every 100 ms.
    const other = new JobScheduler(t.db, pino({ level: 'silent' }), async () => {}, 100);
    await other.startAll();
    try {
      const job = await addJob('另一实例的任务', '0 0 3 * * ?', '1');
      expect(other.scheduledAs(job.jobId)).toBeUndefined();

      await call('PUT', '/monitor/job/changeStatus', { jobId: job.jobId, status: '0' });
      await vi.waitFor(() => expect(other.scheduledAs(job.jobId)?.cronExpression).toBe('0 0 3 * * ?'));

      const edited = { ...sessionCleaningJob(job.jobName, '0 30 4 * * ?'), jobId: job.jobId };
      expect((await call('PUT', '/monitor/job', edited)).json().code).toBe(200);
      await vi.waitFor(() => expect(other.scheduledAs(job.jobId)?.cronExpression).toBe('0 30 4 * * ?'));

      await call('DELETE', `/monitor/job/${job.jobId}`);
      await vi.waitFor(() => expect(other.scheduledAs(job.jobId)).toBeUndefined());
    } finally {
      other.stopAll();
    }
  });
});
