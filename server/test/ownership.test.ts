import { describe, expect, it } from 'vitest';
import { activityKit } from './activity-kit.js';
import { businessRows, changedRows, ownedBy, type Person } from './attack-rows.js';
import { declareKit } from './declare-kit.js';
import { evaluationKit } from './evaluation-kit.js';
import { type Method, successData, useStaffApp } from './helper.js';
import { samples } from './multipart.js';

// The authorization matrix's third column (issue 14): a visitor who names someone else's record
// (application, payment, sign-up, ticket, evaluation, declaration, attachment, certificate) is
// refused exactly as for a record that does not exist, so the answer tells them nothing, and no
// record of anybody else changes.

const { t, admin } = await useStaffApp();
const activities = activityKit(t, admin);
const evaluations = evaluationKit(t, admin);
const { call, visitor, upload } = activities;

/** An id no record has. */
const NO_SUCH_ID = 2_147_483_647;

// ---- the owners' records, each made the way its owner makes it ----

const member = await activities.member();
const photo = await upload(member.token);

/** An approved application whose fee is not paid yet. */
const approved = await activities.applicant();
expect((await activities.audit(approved.applyId, 'approve')).json().code).toBe(200);

/** A sign-up to a training the owner attended, so it has a ticket and a certificate of hours. */
const attendee = await activities.participant(await activities.event({ title: '学时培训', hours: 8 }));
const ticketCode = (await activities.mySign(attendee.token, attendee.signId))?.ticketCode;
expect((await call(admin, 'PUT', '/activity/sign/checkin', { ticketCode })).json().code).toBe(200);
successData(await call(attendee.token, 'GET', `/api/activity/activities/certificate/${attendee.signId}`));

/** A sign-up to a paid event, waiting for its transfer voucher. */
const payer = await activities.participant(await activities.event({ fee: 80000 }));

const program = await evaluations.program();
const certified = await evaluations.certified(program);
const certId = (await evaluations.mine(certified.token, certified.applyId))?.certificate?.certId;
const evaluationApplicant = await evaluations.applicant(program);
const evaluationFile = await upload(evaluationApplicant.token, 'evaluate_apply', 'resume.pdf', samples.pdf);

const declarations = declareKit(t, admin);
const callId = await declarations.newCall();
const declaration = (token: string, overrides: object = {}) => declarations.form(token, callId, overrides);
const { token: declarant, declareId } = await declarations.declarant(callId);
const declarationFile = await upload(declarant, 'declare_apply', '附件.pdf', samples.pdf);

// ---- what the intruder tries ----

const intruder = await visitor();
const intruderUser = (await call(intruder, 'GET', '/getInfo')).json().user as Person;

interface Attempt {
  /** What the intruder asks for, in words. */
  name: string;
  /** The owner's record's id. */
  id: number | undefined;
  method: Method;
  url: (id: number) => string;
  body?: (id: number) => Promise<object>;
}

/** Reads of a record by its id: 403 or 404. */
const reads: Attempt[] = [
  { name: 'an attachment', id: photo, method: 'GET', url: (id) => `/workflow/attachment/${id}` },
  { name: 'a certificate', id: certId, method: 'GET', url: (id) => `/api/certificate/${id}` },
  { name: 'a receipt', id: member.payId, method: 'GET', url: (id) => `/api/system/sign/receipt?payId=${id}` },
  {
    name: 'a ticket',
    id: attendee.signId,
    method: 'GET',
    url: (id) => `/api/activity/activities/ticket/${id}`,
  },
  {
    name: 'a ticket as a calendar file',
    id: attendee.signId,
    method: 'GET',
    url: (id) => `/api/activity/activities/ticket/${id}/ics`,
  },
  {
    name: 'a certificate of attendance',
    id: attendee.signId,
    method: 'GET',
    url: (id) => `/api/activity/activities/certificate/${id}`,
  },
];

/** Acting on a record by its id, or putting someone's file into one's own form: refused (4xx). */
const writes: Attempt[] = [
  {
    name: 'cancelling a sign-up',
    id: attendee.signId,
    method: 'POST',
    url: () => '/api/activity/activities/cancel',
    body: async (signId) => ({ signId }),
  },
  {
    name: "sending a voucher for someone's sign-up",
    id: payer.signId,
    method: 'POST',
    url: () => '/api/activity/activities/submitVoucher',
    body: async (signId) => ({ signId, voucher: await upload(intruder, 'activity_sign') }),
  },
  {
    name: "paying for someone's application",
    id: approved.applyId,
    method: 'POST',
    url: () => '/api/system/sign/submitPayInfo',
    body: (applyId) => activities.payInfo(intruder, applyId),
  },
  {
    name: "renewing someone's membership",
    id: member.memberId,
    method: 'POST',
    url: () => '/member/vip/addpc',
    body: async (memberId) => ({ memberId }),
  },
  {
    name: "resubmitting someone's evaluation application",
    id: evaluationApplicant.applyId,
    method: 'POST',
    url: () => '/api/evaluate/apply',
    body: async (applyId) => ({ ...(await evaluations.form(intruder, program)), applyId }),
  },
  {
    name: "resubmitting someone's declaration",
    id: declareId,
    method: 'POST',
    url: () => '/api/declare/submit',
    body: async (id) => ({ ...(await declaration(intruder)), declareId: id }),
  },
  {
    name: "someone's photo in one's membership application",
    id: photo,
    method: 'POST',
    url: () => '/api/system/sign/addMember',
    body: (id) => activities.personalForm(intruder, { photo: id }),
  },
  {
    name: "someone's file in one's evaluation application",
    id: evaluationFile,
    method: 'POST',
    url: () => '/api/evaluate/apply',
    body: (id) => evaluations.form(intruder, program, { attachments: [id] }),
  },
  {
    name: "someone's file in one's declaration",
    id: declarationFile,
    method: 'POST',
    url: () => '/api/declare/submit',
    body: (id) => declaration(intruder, { attachments: [id] }),
  },
];

/** The intruder's answers for the owner's record and for no record, and the rows changed meanwhile. */
async function attempt({ id, method, url, body }: Attempt) {
  expect(id, 'the owner has the record').toEqual(expect.any(Number));
  const send = async (target: number) => call(intruder, method, url(target), await body?.(target));
  const theirs = await send(id as number);
  const none = await send(NO_SUCH_ID);
  return { theirs, none };
}

describe("a visitor asking for someone else's record", () => {
  it.each(reads.map((read) => [read.name, read] as const))(
    'is refused %s with 403 or 404, as if there were none',
    async (_name, read) => {
      const { theirs, none } = await attempt(read);
      expect([403, 404]).toContain(theirs.statusCode);
      expect(theirs.json()).toEqual(none.json());
    },
  );

  it.each(writes.map((write) => [write.name, write] as const))(
    'is refused %s, as if there were none, and nothing of anybody else changes',
    async (_name, write) => {
      const before = await businessRows(t);
      const { theirs, none } = await attempt(write);
      expect(theirs.statusCode).toBeGreaterThanOrEqual(400);
      expect(theirs.statusCode).toBeLessThan(500);
      expect(theirs.json()).toEqual(none.json());
      const others = changedRows(before, await businessRows(t)).filter(
        (change) => !ownedBy(change, intruderUser),
      );
      expect(others).toEqual([]);
    },
  );

  it("lets staff read the files of their own domain only, others' as if there were none", async () => {
    const memberStaff = await activities.memberStaff();
    const file = (id: number) => call(memberStaff, 'GET', `/workflow/attachment/${id}`);
    expect((await file(photo)).statusCode).toBe(200);
    const none = (await file(NO_SUCH_ID)).json();
    for (const otherDomain of [evaluationFile, declarationFile]) {
      const answer = await file(otherDomain);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(none);
    }
  });

  it("finds none of them in the intruder's own lists", async () => {
    const mine = async (url: string) => (await call(intruder, 'GET', url)).json().data;
    expect(await mine('/api/activity/activities/mySigns')).toEqual([]);
    expect(await mine('/api/evaluate/mine')).toEqual([]);
    expect(await mine('/api/declare/mine')).toEqual([]);
    expect(await mine('/api/system/sign/getInfo')).toMatchObject({ member: null, org: null });
  });
});
