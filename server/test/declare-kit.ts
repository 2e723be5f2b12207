import { hoursFromNow } from './activity-kit.js';
import { successData, type TestApp } from './helper.js';
import { memberKit } from './member-kit.js';
import { samples } from './multipart.js';

// What the declaration tests share: a call as staff create it (open now unless the test says
// otherwise), a declarant's filing with its file, and staff's review.

export function declareKit(t: TestApp, admin: string) {
  const members = memberKit(t, admin);
  const { call, created, upload } = members;

  function callBody(overrides: object = {}) {
    return {
      title: '年度优秀会员单位评选',
      titleEs: 'Outstanding members',
      content: '<p>评选说明</p><script>alert(1)</script>',
      kind: 'award',
      startTime: hoursFromNow(-24),
      endTime: hoursFromNow(240),
      requiredFiles: '申报书',
      memberOnly: false,
      status: '1',
      ...overrides,
    };
  }

  /** Creates a call as staff and gives its id. */
  const newCall = (overrides: object = {}) => created('/declare/call', callBody(overrides), 'callId');

  /** A complete declaration to `callId` by the holder of `token`, with a file they uploaded. */
  async function form(token: string, callId: number, overrides: object = {}) {
    return {
      callId,
      title: '数字非遗传播平台',
      applicantName: '北京文化发展有限公司',
      contactName: '王五',
      contactPhone: '13800000001',
      summary: '建设数字化传播平台，覆盖百万观众。',
      attachments: [await upload(token, 'declare_apply', '申报书.pdf', samples.pdf)],
      ...overrides,
    };
  }

  const submit = (token: string, body: object) => call(token, 'POST', '/api/declare/submit', body);

  /** A declaration submitted to `callId` (by a new visitor unless `token` is given). */
  async function declarant(callId: number, token?: string) {
    const owner = token ?? (await members.visitor());
    const response = await submit(owner, await form(owner, callId));
    return { token: owner, declareId: successData(response, { status: '0' }).declareId as number };
  }

  const audit = members.decider('/declare/apply/audit', 'declareId');

  /** The caller's declaration as /api/declare/mine shows it. */
  const mine = (token: string, declareId: number) =>
    members.ownRecord<{
      declareId: number;
      status: string;
      nextAction: string;
      announced: boolean;
      trail: { action: string }[];
    }>(token, '/api/declare/mine', 'declareId', declareId);

  return { ...members, callBody, newCall, form, submit, declarant, audit, mine };
}
