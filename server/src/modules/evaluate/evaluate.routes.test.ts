import { describe, expect, it } from 'vitest';
import { hoursFromNow } from '../../../test/activity-kit.js';
import { evaluationKit } from '../../../test/evaluation-kit.js';
import { bearer, fieldRefusal, postFile, rowsWith, useStaffKit, writeXlsx } from '../../../test/helper.js';
import { samples } from '../../../test/multipart.js';
import { actorOf } from '../workflow/workflow.js';
import { recordResult } from './application.service.js';

const { t, admin, editor, writesNothing, kit } = await useStaffKit(evaluationKit);
const { call, applicant, audit, result, mine } = kit;

const publicGet = (url: string) => t.app.inject({ method: 'GET', url: `/prod-api${url}` });

describe('programmes', () => {
  it('are kept by staff and listed publicly while published, with whether they are open', async () => {
    const open = await kit.program();
    const later = await kit.program({ name: '非遗技艺评价', applyStart: hoursFromNow(24) });
    const draft = await kit.program({ name: '草稿项目', status: '0' });
    const listed = (await publicGet('/api/evaluate/programs')).json().data;
    const ids = listed.programs.map((item: { programId: number }) => item.programId);
    expect(ids).toEqual(expect.arrayContaining([open, later]));
    expect(ids).not.toContain(draft);
    const find = (id: number) => listed.programs.find((item: { programId: number }) => item.programId === id);
    expect(find(open)).toMatchObject({ levels: ['初级', '中级', '高级'], open: true });
    expect(find(later).open).toBe(false);
    expect(listed.payTo.accountName).toBeTruthy();

    const rows = (await call(admin, 'GET', '/evaluate/program/list?status=0')).json().rows;
    expect(rows.map((row: { programId: number }) => row.programId)).toContain(draft);
    const edited = await call(admin, 'PUT', '/evaluate/program', {
      ...kit.programBody({ name: '改名项目' }),
      programId: draft,
    });
    expect(edited.json()).toEqual({ code: 200, msg: '操作成功' });
    expect((await call(admin, 'GET', `/evaluate/program/${draft}`)).json().data.name).toBe('改名项目');
    expect((await call(admin, 'DELETE', `/evaluate/program/${draft}`)).json().code).toBe(200);
  });

  it('refuses bad programmes and deleting one with applications; editors may not touch them', async () => {
    const cases: [object, string][] = [
      [{ levels: ['初级', '初级'] }, '等级名称不能重复'],
      [{ applyEnd: hoursFromNow(-48) }, '报名截止时间应晚于报名开始时间'],
      [{ applyStart: '2026-02-30 09:00:00' }, '报名开始时间不是有效的时间'],
      [{ examDate: hoursFromNow(-72).slice(0, 10) }, '考试日期不能早于报名截止日期'],
      [{ levels: [] }, '等级不能少于1项'],
    ];
    for (const [change, msg] of cases) {
      await writesNothing('evaluateProgram', async () => {
        const response = await call(admin, 'POST', '/evaluate/program', kit.programBody(change));
        expect(response.statusCode).toBe(400);
        expect(response.json().msg).toContain(msg.slice(0, 6));
      });
    }
    const programId = await kit.program();
    await applicant(programId);
    const refused = await call(admin, 'DELETE', `/evaluate/program/${programId}`);
    expect(refused.json().msg).toBe('项目“文化产业经纪人能力评价”已有申请，不能删除，可将其关闭');
    expect((await call(editor, 'POST', '/evaluate/program', kit.programBody())).statusCode).toBe(403);
    expect((await call(editor, 'GET', '/evaluate/apply/list')).statusCode).toBe(403);
  });
});

describe('applying', () => {
  it('takes an application with its files, once per programme, and shows it with its trail', async () => {
    const programId = await kit.program();
    const person = await applicant(programId);
    const again = await kit.applyAs(person.token, await kit.form(person.token, programId));
    expect(again.json()).toEqual({ code: 400, msg: '您在该项目已有进行中的申请，请勿重复提交' });
    const view = await mine(person.token, person.applyId);
    expect(view).toMatchObject({ status: '0', nextAction: 'wait', certificate: null, voucher: null });
    expect(view?.attachments).toHaveLength(1);
    expect(view?.trail.map((step) => step.action)).toEqual(['submit']);
  });

  it('names every wrong field and writes nothing', async () => {
    const programId = await kit.program();
    const closed = await kit.program({ applyStart: hoursFromNow(24), applyEnd: hoursFromNow(48) });
    const token = await kit.visitor();
    const other = await kit.visitor();
    const foreign = await kit.upload(other, 'evaluate_apply', 'x.pdf', samples.pdf);
    await writesNothing('evaluateApply', async () => {
      const response = await kit.applyAs(token, {
        programId,
        level: '特级',
        realName: '张',
        employer: '',
        experience: '短',
        attachments: [foreign],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(
        fieldRefusal({
          level: '申报等级不属于该项目',
          realName: '姓名至少2个字',
          employer: '请填写工作单位',
          education: '请填写学历',
          experience: '从业经历至少10个字',
          attachments: '附件：附件不存在或不属于当前用户',
        }),
      );
      const shut = await kit.applyAs(token, await kit.form(token, closed));
      expect(shut.json()).toEqual(fieldRefusal({ programId: '该项目当前不在报名时间内' }));
      const unknown = await kit.applyAs(token, await kit.form(token, 999999));
      expect(unknown.json()).toEqual(fieldRefusal({ programId: '评价项目不存在' }));
    });
  });

  it('requires the transfer voucher when the programme has a fee', async () => {
    const programId = await kit.program({ fee: 30000 });
    const token = await kit.visitor();
    const without = await kit.applyAs(token, await kit.form(token, programId));
    expect(without.json()).toEqual(fieldRefusal({ voucher: '请上传评价费用的转账凭证' }));
    const voucher = await kit.upload(token, 'evaluate_apply', 'voucher.png', samples.png);
    const sent = await kit.applyAs(token, await kit.form(token, programId, { voucher }));
    expect(sent.json().code).toBe(200);
    const view = await mine(token, sent.json().data.applyId);
    expect(view?.voucher).toMatchObject({ attachmentId: voucher });
    expect(view?.attachments).toHaveLength(1);
    // Staff see the voucher; another applicant may not open it.
    const url = `/prod-api/workflow/attachment/${voucher}`;
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(admin) })).statusCode).toBe(200);
    const stranger = await kit.visitor();
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(stranger) })).statusCode).toBe(404);
  });

  it('goes back for more, is resubmitted by its owner only, and is rejected with a reason', async () => {
    const programId = await kit.program();
    const person = await applicant(programId);
    expect((await audit(person.applyId, 'supplement')).json()).toEqual({
      code: 400,
      msg: '请填写要求补充的意见',
    });
    expect((await audit(person.applyId, 'supplement', '请补充从业证明')).json().code).toBe(200);
    expect(await mine(person.token, person.applyId)).toMatchObject({ status: '1', nextAction: 'resubmit' });
    expect(await kit.notices(person.token)).toEqual([
      '您的能力评价申请需要补充材料：请补充从业证明。请登录网站修改后重新提交。',
    ]);
    const stranger = await kit.visitor();
    const hijack = await kit.applyAs(stranger, {
      ...(await kit.form(stranger, programId)),
      applyId: person.applyId,
    });
    expect(hijack.json()).toEqual({ code: 400, msg: '该申请不存在或当前不能修改' });
    const resubmitted = await kit.applyAs(person.token, {
      ...(await kit.form(person.token, programId, { realName: '张三丰' })),
      applyId: person.applyId,
    });
    expect(resubmitted.json().data).toEqual({ applyId: person.applyId, status: '0' });
    expect((await audit(person.applyId, 'reject', '不符合报考条件')).json().code).toBe(200);
    expect((await audit(person.applyId, 'approve')).json()).toEqual({
      code: 400,
      msg: '当前状态为“已驳回”，不能审核通过',
    });
    // A rejection ends the application: the person may apply again.
    expect((await kit.applyAs(person.token, await kit.form(person.token, programId))).json().code).toBe(200);
  });

  it('keeps applications to their owner and to staff', async () => {
    const programId = await kit.program();
    const person = await applicant(programId);
    const stranger = await kit.visitor();
    expect(await mine(stranger, person.applyId)).toBeUndefined();
    expect((await call(stranger, 'GET', `/evaluate/apply/${person.applyId}`)).statusCode).toBe(403);
    expect(
      (
        await call(person.token, 'PUT', '/evaluate/apply/audit', {
          applyId: person.applyId,
          action: 'approve',
        })
      ).statusCode,
    ).toBe(403);
    const detail = (await call(admin, 'GET', `/evaluate/apply/${person.applyId}`)).json().data;
    expect(detail).toMatchObject({ applyId: person.applyId, realName: '张三', statusLabel: '待审核' });
    expect(detail.phone).toMatch(/^1\d{10}$/);
  });
});

describe('results and certificates', () => {
  it('records a pass: certified, a certificate numbered PJ + year, an SMS; a fail ends it', async () => {
    const programId = await kit.program();
    const person = await applicant(programId);
    expect((await result(person.applyId, 90, true)).json()).toEqual({
      code: 400,
      msg: '当前状态为“待审核”，不能考试通过',
    });
    expect((await audit(person.applyId, 'approve')).json().code).toBe(200);
    expect(await mine(person.token, person.applyId)).toMatchObject({ status: '3', nextAction: 'exam' });
    const passed = await result(person.applyId, 88, true);
    const year = new Date().getFullYear();
    expect(passed.json().data.certNo).toMatch(new RegExp(`^PJ${year}\\d{5}$`));
    const view = await mine(person.token, person.applyId);
    expect(view).toMatchObject({
      status: '5',
      certificate: { certNo: passed.json().data.certNo, status: '0' },
    });
    expect((await kit.notices(person.token)).at(-1)).toBe(
      `恭喜您通过“文化产业经纪人能力评价”（初级）能力评价，证书编号${passed.json().data.certNo}，可登录网站查看打印。`,
    );
    expect((await result(person.applyId, 90, true)).json().msg).toBe('当前状态为“已认证”，不能考试通过');

    const failing = await applicant(programId);
    await audit(failing.applyId, 'approve');
    expect((await result(failing.applyId, 40, false)).json().data).toEqual({ status: '4', certNo: '' });
    expect((await mine(failing.token, failing.applyId))?.certificate).toBeNull();
    expect(
      (await call(editor, 'PUT', '/evaluate/result', { applyId: failing.applyId, score: 1, passed: true }))
        .statusCode,
    ).toBe(403);
  });

  it('gives certificates issued at once distinct numbers', async () => {
    const programId = await kit.program();
    const people = await Promise.all(Array.from({ length: 12 }, () => applicant(programId)));
    for (const person of people) await audit(person.applyId, 'approve');
    const staff = actorOf({ userId: 1, userName: 'admin', permissions: ['*:*:*'] } as never);
    const answers = await Promise.all(
      people.map((person) => recordResult(t.db, { applyId: person.applyId, score: 80, passed: true }, staff)),
    );
    const numbers = answers.map((answer) => answer.certNo);
    expect(new Set(numbers).size).toBe(12);
    // Two results for one application at once: one certificate.
    const once = await applicant(programId);
    await audit(once.applyId, 'approve');
    const racing = await Promise.allSettled([
      recordResult(t.db, { applyId: once.applyId, score: 80, passed: true }, staff),
      recordResult(t.db, { applyId: once.applyId, score: 80, passed: true }, staff),
    ]);
    expect(racing.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const issued = await rowsWith(t.db, 'bizCertificate', { kind: 'evaluation', recordId: once.applyId });
    expect(issued).toHaveLength(1);
  });

  it('imports results from Excel: every row checked first, then passes certified', async () => {
    const programId = await kit.program();
    const [first, second] = await Promise.all([applicant(programId), applicant(programId)]);
    const waiting = await applicant(programId);
    await audit(first.applyId, 'approve');
    await audit(second.applyId, 'approve');
    const sheet = (rows: (string | number)[][]) =>
      writeXlsx('成绩', ['申请编号', '成绩', '是否通过', '评语'], rows);
    const send = (content: Buffer) => postFile(t, admin, '/evaluate/result/importData', '成绩.xlsx', content);
    await writesNothing('bizCertificate', async () => {
      const refused = await send(
        await sheet([
          [first.applyId, 90, '是', ''],
          [waiting.applyId, 80, '是', ''],
          [second.applyId, 120, '否', ''],
          [first.applyId, 70, '是', ''],
        ]),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.map((error: { msg: string }) => error.msg)).toEqual([
        `第3行：申请${waiting.applyId}不在待考试状态`,
        '第4行：成绩应为0–100的整数',
        `第5行：申请${first.applyId}与前面的行重复`,
      ]);
    });
    const imported = await send(
      await sheet([
        [first.applyId, 90, '是', '优秀'],
        [second.applyId, 50, '否', ''],
      ]),
    );
    expect(imported.json()).toEqual({ code: 200, msg: '成功导入2条成绩，其中1人通过并已颁发证书' });
    expect((await mine(first.token, first.applyId))?.status).toBe('5');
    expect((await mine(second.token, second.applyId))?.status).toBe('4');
    const template = await call(admin, 'GET', '/evaluate/result/importTemplate');
    expect(template.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('exports', () => {
  it('export programmes and applications as sheets', async () => {
    await kit.program();
    for (const url of ['/evaluate/program/export', '/evaluate/apply/export', '/evaluate/cert/export']) {
      const response = await call(admin, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
    }
  });
});
