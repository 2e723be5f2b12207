import fs from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { formatTime, secondsFromNow } from '../src/http/time.js';
import { ACCOUNT_RATE_LIMIT } from '../src/plugins/rate-limit.js';
import { hashSecret } from '../src/modules/auth/session.service.js';
import {
  bearer,
  callAs,
  dialect,
  type Method,
  newPhone,
  postFile,
  rowsWhere,
  sessionCleaningJob,
  type TestApp,
} from './helper.js';
import { samples } from './multipart.js';
import {
  httpTestApp,
  noSharedDatabase,
  skippedBecause,
  REDIS_SERVER,
  sharedDatabase,
  startProxy,
  startRedis,
  startServer,
  tempDir,
} from './server-process.js';
import { memberKit } from './member-kit.js';

// Issue 14, several instances: two server processes on one PostgreSQL (and one Redis, when
// Debian's redis-server is installed) behind a round-robin proxy, as the README's nginx example
// runs them. Each instance has a data folder of its own, so nothing may rely on a shared disk.

const skipReason =
  dialect === 'sqlite'
    ? 'several instances need PostgreSQL: a SQLite file belongs to one process'
    : noSharedDatabase;
const withRedis = fs.existsSync(REDIS_SERVER);

/** How often each instance reads the jobs back; the edits below show on the other within this. */
const JOB_SYNC_SECONDS = 1;
const SYNC_MARGIN_SECONDS = 3;

/** Two instances on one new database, a proxy before them, and clients of each and of the proxy. */
async function startCluster() {
  const database = await sharedDatabase();
  const env = {
    DATABASE_URL: database.env.DATABASE_URL,
    SMS_OUTBOX: database.smsOutbox,
    UPLOAD_STORE: 'database',
    TRUST_PROXY: 'true',
    JOB_SYNC_SECONDS: String(JOB_SYNC_SECONDS),
    ...(withRedis ? { REDIS_URL: await startRedis() } : {}),
  };
  // Both start at once on the empty database, as a deployment starts them.
  const [one, two] = await Promise.all(
    ['xiehui-one-', 'xiehui-two-'].map((prefix) => startServer({ ...env, DATA_DIR: tempDir(prefix) })),
  );
  const proxy = await startProxy([one.url, two.url]);
  const db = database.db;
  const client = (url: string) => httpTestApp(() => url, db, database.smsOutbox).t;
  const [first, second, balanced] = [client(one.url), client(two.url), client(proxy)];
  const instances = [first, second];

  const login = async (t = balanced) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/prod-api/login',
        payload: { username: 'admin', password: 'admin123' },
      })
    ).json().token as string;
  const admin = await login();
  const getInfo = (t: typeof first, token: string) =>
    t.app.inject({ url: '/prod-api/getInfo', headers: bearer(token) });
  return { db, one, first, second, balanced, instances, login, admin, getInfo };
}

const cluster = skipReason ? undefined : await startCluster();

describe.skipIf(skipReason)(`two instances behind a round-robin proxy${skippedBecause(skipReason)}`, () => {
  // Set whenever these tests run (the suite is skipped otherwise).
  const { db, one, first, second, balanced, instances, login, admin, getInfo } =
    cluster ?? ({} as NonNullable<typeof cluster>);

  it('keeps a login made through one instance on the other, and through the proxy', async () => {
    const token = await login(first);
    expect((await getInfo(second, token)).json()).toMatchObject({ code: 200, user: { userName: 'admin' } });
    const written = await second.app.inject({
      method: 'POST',
      url: '/prod-api/content/article',
      headers: bearer(token),
      payload: {
        typeId: 21,
        articleName: '两实例文章',
        content: '<p>两实例文章</p>',
        status: '0',
        publishTime: '2026-11-01 09:00:00',
      },
    });
    expect(written.json()).toMatchObject({ code: 200 });
    for (const t of [first, balanced, balanced]) {
      const list = await t.app.inject({
        url: `/prod-api/content/article/list?articleName=${encodeURIComponent('两实例文章')}`,
        headers: bearer(token),
      });
      expect(list.json()).toMatchObject({ code: 200, total: 1 });
    }
  });

  it('takes on one instance the SMS code sent through the other', async () => {
    const phone = newPhone();
    const sent = await first.app.inject({
      method: 'POST',
      url: '/prod-api/sendCode',
      payload: { phone, type: 'register' },
      remoteAddress: '198.51.100.1',
    });
    expect(sent.json()).toMatchObject({ code: 200 });
    const registered = await second.app.inject({
      method: 'POST',
      url: '/prod-api/registerByPhone',
      payload: {
        phone,
        code: second.lastSmsCode(phone, 'register'),
        nickName: '访客',
        password: 'secret123',
      },
      remoteAddress: '198.51.100.1',
    });
    expect(registered.json()).toMatchObject({ code: 200, token: expect.any(String) });
  });

  it('ends a session on both instances when staff force it out through one', async () => {
    const token = await login(first);
    for (const t of instances) expect((await getInfo(t, token)).statusCode).toBe(200);
    const online = (
      await second.app.inject({ url: '/prod-api/monitor/online/list?userName=admin', headers: bearer(admin) })
    ).json().rows as { tokenId: string }[];
    // The online list names a session by the hash of its token.
    const tokenId = hashSecret(token);
    expect(online.map((row) => row.tokenId)).toContain(tokenId);
    const forced = await first.app.inject({
      method: 'DELETE',
      url: `/prod-api/monitor/online/${tokenId}`,
      headers: bearer(admin),
    });
    expect(forced.json()).toMatchObject({ code: 200 });
    for (const t of instances) expect((await getInfo(t, token)).statusCode).toBe(401);
    expect((await getInfo(balanced, admin)).statusCode).toBe(200);
  });

  it('holds the SMS limits across both: one code a minute per phone, even sent at the same moment', async () => {
    const phone = newPhone();
    const send = (t: typeof first, address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/prod-api/sendCode',
        payload: { phone, type: 'register' },
        remoteAddress: address,
      });
    const answers = await Promise.all([send(first, '198.51.100.2'), send(second, '198.51.100.3')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    for (const t of instances) {
      expect((await send(t, '198.51.100.4')).json()).toEqual({
        code: 429,
        msg: '验证码发送过于频繁，请60秒后再试',
      });
    }
    expect(await rowsWhere(db, 'sysSmsCode', 'phone', phone)).toHaveLength(1);
  });

  it.runIf(withRedis)('counts the per-address request limit of both instances together (Redis)', async () => {
    const wrongLogin = () =>
      balanced.app.inject({
        method: 'POST',
        url: '/prod-api/login',
        payload: { username: 'nobody', password: 'wrong' },
        remoteAddress: '198.51.100.9',
      });
    for (let call = 0; call < ACCOUNT_RATE_LIMIT.max; call += 1) {
      expect((await wrongLogin()).statusCode).toBe(400);
    }
    // The proxy sends these two to different instances: each knows the count of both.
    expect((await wrongLogin()).statusCode).toBe(429);
    expect((await wrongLogin()).statusCode).toBe(429);
  });

  it('serves through each instance the files uploaded through the other', async () => {
    const members = memberKit(first, admin);
    const owner = await members.visitor();
    const uploaded = await postFile(first, owner, '/common/upload', '会员照片.png', samples.png);
    const { url, fileName } = uploaded.json();
    expect(fileName).toMatch(/^\/profile\/upload\//);
    const attachmentId = await members.upload(owner, 'member_apply', '执照.pdf', samples.pdf);
    for (const t of [second, balanced, balanced]) {
      expect((await t.app.inject({ url })).rawPayload).toEqual(samples.png);
      const attachment = await t.app.inject({
        url: `/prod-api/workflow/attachment/${attachmentId}`,
        headers: bearer(owner),
      });
      expect(attachment.rawPayload).toEqual(samples.pdf);
    }
  });

  describe('scheduled jobs', () => {
    /** A job write through `instance` as the admin, which must succeed. */
    const writeJob = async (instance: TestApp, method: Method, url: string, payload: object) =>
      expect((await callAs(instance, admin, method, url, payload)).json()).toMatchObject({ code: 200 });
    /** Pauses ('1') or resumes ('0') a job through `instance`. */
    const setStatus = (instance: TestApp, jobId: number, status: '0' | '1') =>
      writeJob(instance, 'PUT', '/monitor/job/changeStatus', { jobId, status });
    const addJob = async (jobName: string, cronExpression: string) => {
      await writeJob(first, 'POST', '/monitor/job', sessionCleaningJob(jobName, cronExpression));
      const [job] = await rowsWhere(db, 'sysJob', 'jobName', jobName);
      return job;
    };
    const fires = async (jobId: number) =>
      (await rowsWhere(db, 'sysJobFire', 'jobId', jobId)).map((row) => row.fireTime).sort();
    const logs = (jobId: number) => rowsWhere(db, 'sysJobLog', 'jobId', jobId);

    it('runs each trigger once, on one of the instances', { timeout: 30_000 }, async () => {
      const job = await addJob('每秒一次', '* * * * * ?');
      await vi.waitFor(async () => expect((await logs(job.jobId)).length).toBeGreaterThanOrEqual(5), {
        timeout: 15_000,
      });
      await setStatus(second, job.jobId, '1');
      // One log per claimed second: no second ran on both instances.
      await vi.waitFor(
        async () => expect((await logs(job.jobId)).length).toBe((await fires(job.jobId)).length),
        { timeout: 5_000 },
      );
    });

    it(
      'follows on the other instance a job rescheduled or paused through one',
      { timeout: 60_000 },
      async () => {
        const witness = await addJob('见证任务', '* * * * * ?');
        const job = await addJob('改期任务', '* * * * * ?');
        await vi.waitFor(async () => expect((await fires(job.jobId)).length).toBeGreaterThanOrEqual(2), {
          timeout: 10_000,
        });

        // Every third second from now on: an instance still on the old schedule would claim the
        // seconds between.
        await writeJob(first, 'PUT', '/monitor/job', {
          ...sessionCleaningJob(job.jobName, '*/3 * * * * ?'),
          jobId: job.jobId,
        });
        // A margin over the sync time, for an instance whose timers run late on a busy machine.
        const synced = secondsFromNow(JOB_SYNC_SECONDS + SYNC_MARGIN_SECONDS);
        const firesSince = async (jobId: number, since: string) =>
          (await fires(jobId)).filter((fireTime) => fireTime > since);
        await vi.waitFor(
          async () => expect((await firesSince(job.jobId, synced)).length).toBeGreaterThanOrEqual(2),
          {
            timeout: 20_000,
          },
        );
        const seconds = (await firesSince(job.jobId, synced)).map((fireTime) => Number(fireTime.slice(-2)));
        expect(
          seconds.every((second) => second % 3 === 0),
          seconds.join(),
        ).toBe(true);

        // Paused through the other instance: neither runs it once both have read the jobs back,
        // while the witness keeps running.
        await setStatus(second, job.jobId, '1');
        const stopped = secondsFromNow(JOB_SYNC_SECONDS + SYNC_MARGIN_SECONDS);
        await vi.waitFor(
          async () => expect((await firesSince(witness.jobId, stopped)).length).toBeGreaterThanOrEqual(3),
          {
            timeout: 15_000,
          },
        );
        expect(await firesSince(job.jobId, stopped)).toEqual([]);

        // Resumed through the first instance, which then shuts down: the second alone runs it,
        // so it did take the job up (the checks above would also pass had it never run it).
        await setStatus(first, job.jobId, '0');
        await one.stop();
        const alone = formatTime();
        await vi.waitFor(
          async () => expect((await firesSince(job.jobId, alone)).length).toBeGreaterThanOrEqual(2),
          { timeout: 15_000 },
        );
      },
    );
  });
});
