import { describe, expect, it } from 'vitest';
import { activityKit } from './activity-kit.js';
import { bearer, dialect, rowsWhere, successData } from './helper.js';
import { samples } from './multipart.js';
import {
  httpTestApp,
  NoAnswer,
  noSharedDatabase,
  type ServerProcess,
  sharedDatabase,
  skippedBecause,
  startServer,
} from './server-process.js';

// Issue 14, durability: the server is killed (SIGKILL: no shutdown code runs) in the middle of a
// stream of acknowledged writes — applications, sign-ups, payments confirmed by staff — and
// restarted on the same database. Whatever it acknowledged must be there, and nothing may be
// half-written: a confirmed payment always has its member, an application its photo.

/** Acknowledged writes before the kill; requests of the other journeys are still on the way then. */
const ACKS_BEFORE_KILL = 40;
const JOURNEYS_AT_ONCE = 4;

const database = noSharedDatabase ? undefined : await sharedDatabase();

describe.skipIf(noSharedDatabase)(
  `SIGKILL during writes (${dialect})${skippedBecause(noSharedDatabase)}`,
  () => {
    it(
      'keeps every acknowledged write, and none half-written, across a restart',
      { timeout: 180_000 },
      async () => {
        const { env: databaseEnv, db, smsOutbox } = database!;
        const env = { ...databaseEnv, TRUST_PROXY: 'true' };
        let server: ServerProcess = await startServer(env);
        const { client, t } = httpTestApp(() => server.url, db, smsOutbox);
        const login = await t.app.inject({
          method: 'POST',
          url: '/prod-api/login',
          payload: { username: 'admin', password: 'admin123' },
        });
        const admin: string = login.json().token;
        const kit = activityKit(t, admin);
        const activityId = await kit.event({ capacity: 0 });

        // What the server acknowledged, per person; each step is recorded once its answer came.
        interface Person {
          token: string;
          applyId: number;
          approved?: boolean;
          signId?: number;
          payId?: number;
          confirmed?: boolean;
        }
        const people: Person[] = [];
        let acks = 0;
        let inFlightAtKill = -1;
        let killing: Promise<void> | undefined;
        const acknowledged = () => {
          acks += 1;
          if (acks === ACKS_BEFORE_KILL) {
            inFlightAtKill = client.pending;
            killing = server.kill();
          }
        };

        /** One person's way from a new account to a confirmed member signed up for the event. */
        async function journey() {
          const person = (await kit.applicant()) as Person; // account, photo and application
          people.push(person);
          acknowledged();
          person.signId = successData(await kit.signUpAs(person.token, activityId)).signId as number;
          acknowledged();
          expect((await kit.audit(person.applyId, 'approve')).json().code).toBe(200);
          person.approved = true;
          acknowledged();
          const { fee } = (await kit.call(person.token, 'GET', '/api/system/sign/getInfo')).json().data
            .member;
          person.payId = await kit.pay(person.token, person.applyId, { amount: fee });
          acknowledged();
          const confirmed = await kit.call(admin, 'PUT', '/member/payment/audit', {
            payId: person.payId,
            action: 'confirm',
          });
          expect(confirmed.json(), confirmed.body).toEqual({ code: 200, msg: '操作成功' });
          person.confirmed = true;
          acknowledged();
        }
        /** Journeys one after another until the server is gone; only a missing answer ends them. */
        async function stream() {
          while (!killing) {
            try {
              await journey();
            } catch (error) {
              if (error instanceof NoAnswer && killing) return;
              throw error;
            }
          }
        }
        await Promise.all(Array.from({ length: JOURNEYS_AT_ONCE }, stream));
        await killing;
        expect(inFlightAtKill).toBeGreaterThan(0);

        server = await startServer(env);
        const call = kit.call;

        for (const person of people) {
          // The application, with its photo, as its owner reads it after the restart (the session
          // survived too).
          const [apply] = await rowsWhere(db, 'memberApply', 'applyId', person.applyId);
          expect(apply, `application ${person.applyId}`).toBeDefined();
          const photo = await t.app.inject({
            url: `/prod-api/workflow/attachment/${apply.photoId}`,
            headers: bearer(person.token),
          });
          expect(photo.rawPayload).toEqual(samples.png);
          if (person.signId) {
            const sign = await kit.mySign(person.token, person.signId);
            expect(sign, `sign-up ${person.signId}`).toMatchObject({ status: expect.any(String) });
          }
          if (person.approved) expect(['3', '4', '5']).toContain(apply.status);
          if (person.payId) {
            const [payment] = await rowsWhere(db, 'memberPayment', 'payId', person.payId);
            expect(payment, `payment ${person.payId}`).toBeDefined();
          }
          if (person.confirmed) {
            expect(apply.status).toBe('5');
            const vip = (await call(person.token, 'GET', '/member/vip/getVip')).json().data;
            expect(vip, `member of application ${person.applyId}`).toMatchObject({
              memberNo: expect.any(String),
            });
          }
        }
        expect(people.filter((person) => person.confirmed).length).toBeGreaterThan(0);

        // Nothing half-written, acknowledged or not: each confirmed payment made its member and
        // finished its application; each member came from a confirmed payment.
        const payments = await db.selectFrom('memberPayment').selectAll().execute();
        const members = await db.selectFrom('memberVip').selectAll().execute();
        const applications = await db.selectFrom('memberApply').selectAll().execute();
        for (const payment of payments.filter((row) => row.status === '1')) {
          const member = members.find((row) => row.memberId === payment.memberId);
          expect(member, `member of payment ${payment.payId}`).toMatchObject({ applyId: payment.applyId });
          expect(applications.find((row) => row.applyId === payment.applyId)).toMatchObject({
            status: '5',
            memberId: payment.memberId,
          });
        }
        for (const member of members) {
          expect(payments.some((row) => row.memberId === member.memberId && row.status === '1')).toBe(true);
        }
        // Every application points at a photo that is stored, and every sign-up at its event.
        for (const apply of applications.filter((row) => row.photoId !== null)) {
          const [attachment] = await rowsWhere(db, 'bizAttachment', 'attachmentId', apply.photoId!);
          expect(attachment, `photo of application ${apply.applyId}`).toMatchObject({
            recordId: apply.applyId,
          });
        }
        const signs = await rowsWhere(db, 'activitySign', 'activityId', activityId);
        expect(signs.length).toBeGreaterThanOrEqual(people.filter((person) => person.signId).length);

        // And the restarted server takes new writes.
        const after = await kit.applicant();
        expect(after.applyId).toBeGreaterThan(Math.max(...people.map((person) => person.applyId)));
        await server.stop();
      },
    );
  },
);
