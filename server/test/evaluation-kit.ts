import { expect } from 'vitest';
import { hoursFromNow } from './activity-kit.js';
import { successData, type TestApp } from './helper.js';
import { memberKit } from './member-kit.js';
import { samples } from './multipart.js';

// What the evaluation tests share: a programme as staff create it (open now unless the test says
// otherwise), an applicant's application with its files, and staff's review and result.

export function evaluationKit(t: TestApp, admin: string) {
  const members = memberKit(t, admin);
  const { call, created, upload } = members;

  function programBody(overrides: object = {}) {
    return {
      name: '文化产业经纪人能力评价',
      nameEs: 'Cultural agent evaluation',
      levels: ['初级', '中级', '高级'],
      requirements: '从业满1年',
      fee: 0,
      applyStart: hoursFromNow(-24),
      applyEnd: hoursFromNow(240),
      examDate: hoursFromNow(480).slice(0, 10),
      validYears: 3,
      status: '1',
      ...overrides,
    };
  }

  const program = (overrides: object = {}) =>
    created('/evaluate/program', programBody(overrides), 'programId');

  async function form(token: string, programId: number, overrides: object = {}) {
    return {
      programId,
      level: '初级',
      realName: '张三',
      employer: '北京文化发展有限公司',
      position: '经纪人',
      education: '本科',
      major: '文化产业管理',
      experience: '从事演出经纪工作五年，参与多项大型活动。',
      attachments: [await upload(token, 'evaluate_apply', 'resume.pdf', samples.pdf)],
      ...overrides,
    };
  }

  const applyAs = (token: string, body: object) => call(token, 'POST', '/api/evaluate/apply', body);

  /** A new visitor's submitted application to the programme. */
  async function applicant(programId: number, overrides: object = {}) {
    const token = await members.visitor();
    const response = await applyAs(token, await form(token, programId, overrides));
    return { token, applyId: successData(response, { status: '0' }).applyId as number };
  }

  const audit = members.decider('/evaluate/apply/audit', 'applyId');
  const result = (applyId: number, score: number, passed: boolean, token = admin) =>
    call(token, 'PUT', '/evaluate/result', { applyId, score, passed, comment: '' });

  /** A new applicant approved, examined and passed: their certificate number. */
  async function certified(programId: number) {
    const person = await applicant(programId);
    expect((await audit(person.applyId, 'approve')).json().code).toBe(200);
    const passed = successData(await result(person.applyId, 90, true), { status: '5' });
    return { ...person, certNo: passed.certNo as string };
  }

  /** The caller's application as /api/evaluate/mine shows it. */
  const mine = (token: string, applyId: number) =>
    members.ownRecord<{
      applyId: number;
      status: string;
      nextAction: string;
      certificate: { certId: number; certNo: string; status: string } | null;
      trail: { action: string; comment: string }[];
      attachments: unknown[];
      voucher: unknown;
    }>(token, '/api/evaluate/mine', 'applyId', applyId);

  return { ...members, programBody, program, form, applyAs, applicant, audit, result, certified, mine };
}
