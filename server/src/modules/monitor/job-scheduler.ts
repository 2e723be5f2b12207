import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import { formatTime } from '../../http/time.js';
import { type JobContext, resolveInvokeTarget } from './job-handlers.js';
import { claimJobFire, findRunningJobs, insertJobLog } from './job.queries.js';
import { toCronerPattern } from './cron.schema.js';
import type { SysJobTable } from './monitor.table.js';

export { toCronerPattern };

/** croner accepts the expression (and it ever fires). */
export function isValidCron(expression: string): boolean {
  try {
    const cron = new Cron(toCronerPattern(expression), { paused: true });
    const next = cron.nextRun();
    cron.stop();
    return next !== null;
  } catch {
    return false;
  }
}

export function nextValidTime(expression: string): string | null {
  try {
    const cron = new Cron(toCronerPattern(expression), { paused: true });
    const next = cron.nextRun();
    cron.stop();
    return next ? formatTime(next) : null;
  } catch {
    return null;
  }
}

/** What the scheduler needs of a job. */
export type ScheduledJob = Pick<
  Selectable<SysJobTable>,
  'jobId' | 'jobName' | 'jobGroup' | 'invokeTarget' | 'cronExpression' | 'concurrent' | 'status'
>;

const MESSAGE_LIMIT = 500;
/** How long a claimed run is remembered: longer than any clock difference between instances. */
const CLAIM_KEPT_MS = 24 * 60 * 60 * 1000;
const EXCEPTION_LIMIT = 2000;

/** What a job was scheduled as: a change in any part means it must be scheduled again. */
const definitionOf = (job: ScheduledJob) =>
  JSON.stringify([job.jobName, job.jobGroup, job.invokeTarget, job.cronExpression, job.concurrent]);

/**
 * Runs the jobs with status '0' on their cron; each run, scheduled or by hand, writes a sys_job_log
 * row. An edit through this instance reschedules at once; every `syncMs` the scheduler also reads
 * the jobs back, so an edit made through another instance reaches this one.
 */
export class JobScheduler {
  private readonly tasks = new Map<number, { cron: Cron; job: ScheduledJob }>();
  private syncTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly notify: JobContext['notify'],
    private readonly syncMs: number,
  ) {}

  async startAll(): Promise<void> {
    await this.sync();
    this.syncTimer = setInterval(() => void this.sync(), this.syncMs).unref();
  }

  /** Brings the schedule in line with the jobs as stored: new, edited, paused and deleted ones. */
  async sync(): Promise<void> {
    let running: ScheduledJob[];
    try {
      running = await findRunningJobs(this.db);
    } catch (error) {
      this.log.error({ err: error }, 'jobs not read back');
      return;
    }
    const runningIds = new Set(running.map((job) => job.jobId));
    for (const jobId of this.tasks.keys()) if (!runningIds.has(jobId)) this.unschedule(jobId);
    for (const job of running) {
      const scheduled = this.tasks.get(job.jobId)?.job;
      if (!scheduled || definitionOf(scheduled) !== definitionOf(job)) this.schedule(job);
    }
  }

  /** (Re)schedules a job as it now is; a paused job is only stopped. */
  schedule(job: ScheduledJob): void {
    this.unschedule(job.jobId);
    if (this.stopped || job.status !== '0') return;
    try {
      const cron = new Cron(
        toCronerPattern(job.cronExpression),
        { protect: job.concurrent !== '0', catch: true, unref: true },
        async () => {
          if (await this.claim(job.jobId)) await this.execute(job);
        },
      );
      this.tasks.set(job.jobId, { cron, job });
    } catch (error) {
      this.log.error({ err: error, jobId: job.jobId }, 'job not scheduled');
    }
  }

  /** The job as this instance has scheduled it, if it has. */
  scheduledAs(jobId: number): ScheduledJob | undefined {
    return this.tasks.get(jobId)?.job;
  }

  /**
   * Every instance schedules the same jobs; the one that claims this run in the database runs it.
   * The run is named by its second (rounded, so timers a little early or late on different
   * instances agree).
   */
  private async claim(jobId: number): Promise<boolean> {
    const now = Date.now();
    const fireTime = formatTime(new Date(Math.round(now / 1000) * 1000));
    try {
      return await claimJobFire(this.db, jobId, fireTime, formatTime(new Date(now - CLAIM_KEPT_MS)));
    } catch (error) {
      this.log.error({ err: error, jobId }, 'job run not claimed');
      return false;
    }
  }

  unschedule(jobId: number): void {
    this.tasks.get(jobId)?.cron.stop();
    this.tasks.delete(jobId);
  }

  stopAll(): void {
    this.stopped = true;
    clearInterval(this.syncTimer);
    for (const { cron } of this.tasks.values()) cron.stop();
    this.tasks.clear();
  }

  /** Runs the job's handler once and records the outcome; never throws. */
  async execute(job: Omit<ScheduledJob, 'cronExpression' | 'concurrent' | 'status'>): Promise<boolean> {
    const started = performance.now();
    let status: '0' | '1' = '0';
    let message: string;
    let exception = '';
    const target = resolveInvokeTarget(job.invokeTarget);
    try {
      if (!target) throw new Error(`调用目标不在白名单内：${job.invokeTarget}`);
      const result = await target.handler.run({ db: this.db, notify: this.notify }, target.argument);
      message = `${job.jobName} 总共耗时：${Math.round(performance.now() - started)}毫秒；${result}`;
    } catch (error) {
      status = '1';
      message = `${job.jobName} 总共耗时：${Math.round(performance.now() - started)}毫秒`;
      exception = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      this.log.error({ err: error, jobId: job.jobId }, 'job failed');
    }
    try {
      await insertJobLog(this.db, {
        jobId: job.jobId,
        jobName: job.jobName,
        jobGroup: job.jobGroup,
        invokeTarget: job.invokeTarget,
        jobMessage: message.slice(0, MESSAGE_LIMIT),
        status,
        exceptionInfo: exception.slice(0, EXCEPTION_LIMIT),
        createTime: formatTime(),
      });
    } catch (error) {
      // The database may be closing under a last scheduled run.
      this.log.error({ err: error, jobId: job.jobId }, 'job log not written');
    }
    return status === '0';
  }
}
