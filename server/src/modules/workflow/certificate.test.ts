import { describe, expect, it } from 'vitest';
import { evaluationKit } from '../../../test/evaluation-kit.js';
import { rowsWith, useStaffKit } from '../../../test/helper.js';

// Certificates: the holder's printable copy, the public check (valid / revoked / not found, the
// name masked, limited per address) and staff's revocation with its reason and trail.

const { t, admin, editor, kit } = await useStaffKit(evaluationKit);
const { call } = kit;

const verify = (query: string, ip = '10.20.0.1') =>
  t.app.inject({ method: 'GET', url: `/prod-api/api/evaluate/verify?${query}`, remoteAddress: ip });

describe('certificates', () => {
  it('are printed by their holder only, with the verification address', async () => {
    const programId = await kit.program();
    const person = await kit.certified(programId);
    const certId = (await kit.mine(person.token, person.applyId))?.certificate?.certId;
    const own = (await call(person.token, 'GET', `/api/certificate/${certId}`)).json().data;
    expect(own).toMatchObject({
      certNo: person.certNo,
      kind: 'evaluation',
      holderName: '张三',
      title: '文化产业经纪人能力评价',
      level: '初级',
      status: '0',
      issuer: '文化产业协会',
      verifyUrl: `/evaluate/verify?certNo=${person.certNo}`,
    });
    expect(own.validTo > own.issueDate).toBe(true);
    const stranger = await kit.visitor();
    expect((await call(stranger, 'GET', `/api/certificate/${certId}`)).json()).toEqual({
      code: 404,
      msg: '未查到该证书',
    });
    expect((await call(admin, 'GET', `/api/certificate/${certId}`)).json().code).toBe(200);
  });

  it('are verified publicly: valid with the name masked, revoked after staff revoke, else not found', async () => {
    const programId = await kit.program();
    const person = await kit.certified(programId);
    const valid = await verify(`certNo=${person.certNo}&name=${encodeURIComponent('张三')}`);
    expect(valid.json().data).toMatchObject({
      certNo: person.certNo,
      name: '张*',
      programName: '文化产业经纪人能力评价',
      level: '初级',
      status: 'valid',
      revokeTime: null,
    });
    expect((await verify(`certNo=${person.certNo.toLowerCase()}`)).json().data.status).toBe('valid');
    expect((await verify(`certNo=${person.certNo}&name=${encodeURIComponent('李四')}`)).statusCode).toBe(404);
    expect((await verify('certNo=PJ209900001')).json()).toEqual({ code: 404, msg: '未查到该证书' });

    const { certId } = (await call(admin, 'GET', `/evaluate/cert/list?certNo=${person.certNo}`)).json()
      .rows[0];
    expect((await call(admin, 'PUT', '/evaluate/cert/revoke', { certId, reason: '' })).statusCode).toBe(400);
    expect(
      (await call(editor, 'PUT', '/evaluate/cert/revoke', { certId, reason: '材料造假' })).statusCode,
    ).toBe(403);
    expect(
      (await call(admin, 'PUT', '/evaluate/cert/revoke', { certId, reason: '材料造假' })).json().code,
    ).toBe(200);
    expect((await verify(`certNo=${person.certNo}`)).json().data).toMatchObject({
      status: 'revoked',
      revokeTime: expect.any(String),
    });
    expect((await call(admin, 'PUT', '/evaluate/cert/revoke', { certId, reason: '再次' })).json()).toEqual({
      code: 400,
      msg: '当前状态为“已撤销”，不能撤销证书',
    });
    const own = (await call(person.token, 'GET', `/api/certificate/${certId}`)).json().data;
    expect(own).toMatchObject({ status: '1', revokeReason: '材料造假' });
    const trail = await rowsWith(t.db, 'bizTrail', { kind: 'biz_certificate', recordId: certId });
    expect(trail.map(({ action, comment }) => ({ action, comment }))).toEqual([
      { action: 'revoke', comment: '材料造假' },
    ]);
  });

  it('are listed for staff by number, holder, kind and state', async () => {
    const programId = await kit.program();
    const person = await kit.certified(programId);
    const rows = (
      await call(
        admin,
        'GET',
        `/evaluate/cert/list?holderName=${encodeURIComponent('张三')}&kind=evaluation&status=0`,
      )
    ).json().rows;
    expect(rows.map((row: { certNo: string }) => row.certNo)).toContain(person.certNo);
    expect((await call(editor, 'GET', '/evaluate/cert/list')).statusCode).toBe(403);
  });

  it('limit the public check per address, so numbers cannot be walked', async () => {
    const answers = [];
    for (let i = 0; i < 21; i += 1)
      answers.push((await verify(`certNo=PJ20990${String(i).padStart(4, '0')}`, '10.20.9.9')).statusCode);
    expect(answers.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(answers[20]).toBe(429);
  });
});
