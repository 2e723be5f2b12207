import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { useStaffKit, withSetting } from '../../../test/helper.js';
import { sendSmsNotice } from '../auth/sms-code.service.js';
import { addDays, dayOf } from './membership.service.js';
import { memberKit } from '../../../test/member-kit.js';
import { expireLapsed, remindRenewals } from './renewal.service.js';

const { t, admin, kit } = await useStaffKit(memberKit);
const notify = (phone: string, text: string) => sendSmsNotice(t.app, phone, text);

const setValidTo = (memberId: number, validTo: string) =>
  t.db.updateTable('memberVip').set({ validTo }).where('memberId', '=', memberId).execute();
/** Noon of `day`, as the job's clock. */
const at = (day: string) => dayjs(`${day} 12:00:00`).toDate();
const reminders = async (token: string) =>
  (await kit.notices(token)).filter((text) => text.startsWith('您的会籍将于'));

describe('member.remindRenewal', () => {
  it('reminds 30 and 7 days before validTo, each once, however often it runs', async () => {
    const { token, memberId } = await kit.member();
    const validTo = '2031-03-31';
    await setValidTo(memberId, validTo);
    const runOn = async (daysBefore: number) =>
      remindRenewals(t.db, notify, at(addDays(validTo, -daysBefore)));

    await runOn(31);
    expect(await reminders(token)).toEqual([]);
    await runOn(30);
    await runOn(30);
    await runOn(20);
    expect(await reminders(token)).toEqual([`您的会籍将于${validTo}到期，请及时登录网站续费。`]);
    await runOn(7);
    await runOn(7);
    await runOn(1);
    expect(await reminders(token)).toHaveLength(2);
    const row = await t.db
      .selectFrom('memberVip')
      .select('remindedFor')
      .where('memberId', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(row.remindedFor).toBe(`${validTo}@7`);
  });

  it('sends only the 7-day reminder to a member first seen within 7 days, and starts afresh after renewal', async () => {
    const { token, memberId } = await kit.member();
    await setValidTo(memberId, '2031-06-30');
    await remindRenewals(t.db, notify, at('2031-06-25'));
    await remindRenewals(t.db, notify, at('2031-06-27'));
    expect(await reminders(token)).toHaveLength(1);
    await setValidTo(memberId, '2032-06-30');
    await remindRenewals(t.db, notify, at('2032-05-31'));
    expect(await reminders(token)).toHaveLength(2);
  });

  it('sends one reminder when two runs race', async () => {
    const { token, memberId } = await kit.member();
    await setValidTo(memberId, '2033-01-31');
    await Promise.all([
      remindRenewals(t.db, notify, at('2033-01-01')),
      remindRenewals(t.db, notify, at('2033-01-01')),
    ]);
    expect(await reminders(token)).toHaveLength(1);
  });
});

describe('member.expireLapsed', () => {
  it('lapses a membership after the grace days, once, and tells the member', async () => {
    const { token, memberId } = await kit.member();
    const validTo = addDays(dayOf(), -31);
    await setValidTo(memberId, validTo);
    expect((await kit.call(token, 'GET', '/getInfo')).json().isMember).toBe(false);

    await expireLapsed(t.db, notify, at(addDays(validTo, 30)));
    const still = (await kit.call(admin, 'GET', `/member/vip/${memberId}`)).json().data;
    expect(still.trail).toHaveLength(1);

    await expireLapsed(t.db, notify, at(dayOf()));
    await expireLapsed(t.db, notify, at(dayOf()));
    const detail = (await kit.call(admin, 'GET', `/member/vip/${memberId}`)).json().data;
    expect(detail).toMatchObject({ status: '2', statusLabel: '已失效' });
    expect(detail.trail.at(-1)).toMatchObject({
      actionLabel: '会籍失效',
      actorName: '定时任务',
      toLabel: '已失效',
    });
    expect(detail.trail).toHaveLength(2);
    const lapses = (await kit.notices(token)).filter((text) => text.includes('失效'));
    expect(lapses).toEqual([`您的会籍已于${validTo}到期并失效，续费后即可恢复。`]);
  });

  it('follows the member.graceDays setting and leaves suspended members alone', async () => {
    const { memberId } = await kit.member();
    const suspended = await kit.member();
    await setValidTo(memberId, addDays(dayOf(), -1));
    await setValidTo(suspended.memberId, addDays(dayOf(), -1));
    await kit.call(admin, 'PUT', '/member/vip/changeStatus', {
      memberId: suspended.memberId,
      status: '1',
      reason: '核查中',
    });
    await withSetting(t.db, 'member.graceDays', '0', () => expireLapsed(t.db, notify, at(dayOf())));
    const status = async (id: number) =>
      (
        await t.db
          .selectFrom('memberVip')
          .select('status')
          .where('memberId', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
    expect(await status(memberId)).toBe('2');
    expect(await status(suspended.memberId)).toBe('1');
  });

  it('runs as a seeded daily job by its registered name', async () => {
    const job = await t.db
      .selectFrom('sysJob')
      .select(['jobId', 'jobGroup', 'status', 'cronExpression'])
      .where('invokeTarget', '=', 'member.expireLapsed')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: '0', cronExpression: '0 30 0 * * ?' });
    const run = await kit.call(admin, 'PUT', '/monitor/job/run', {
      jobId: job.jobId,
      jobGroup: job.jobGroup,
    });
    expect(run.json().code).toBe(200);
    await expect
      .poll(async () =>
        t.db
          .selectFrom('sysJobLog')
          .select(['status', 'jobMessage'])
          .where('jobId', '=', job.jobId)
          .execute(),
      )
      .toEqual([{ status: '0', jobMessage: expect.stringMatching(/会籍失效\d+个$/) }]);
  });
});
