import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerVisitor, useStaffApp } from '../../../test/helper.js';
import { multipart, type Part, samples } from '../../../test/multipart.js';
import { defineWorkflow } from './workflow.js';

// Private attachments on a record kind of the test's own, read by staff with its read permission.
defineWorkflow({
  kind: 'test_attach',
  states: { '0': '待审核' },
  actions: {},
  readPermission: 'test:attach:query',
  missing: '记录不存在',
});

const { t, admin, editor } = await useStaffApp();
const owner = await registerVisitor(t);
const stranger = await registerVisitor(t);

function upload(
  parts: Part[],
  { token = owner, kind = 'test_attach' }: { token?: string; kind?: string } = {},
) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/prod-api/workflow/attachment?kind=${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}

const read = (attachmentId: number, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/prod-api/workflow/attachment/${attachmentId}`,
    headers: token ? bearer(token) : {},
  });

const file = (filename: string, content: Buffer | string): Part => ({ name: 'file', filename, content });

describe('POST /workflow/attachment', () => {
  it('stores the file under the private area and answers its id, name, type, size and url', async () => {
    const response = await upload([file('营业执照.png', samples.png)]);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      originalName: '营业执照.png',
      fileType: 'png',
      fileSize: samples.png.length,
      url: `/prod-api/workflow/attachment/${data.attachmentId}`,
    });
    const row = await t.db
      .selectFrom('bizAttachment')
      .selectAll()
      .where('attachmentId', '=', data.attachmentId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'test_attach', recordId: null });
    expect(row.fileName).toMatch(/^private\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(fs.readFileSync(path.join(t.config.uploadDir, row.fileName))).toEqual(samples.png);
  });

  it('checks the file as /common/upload does', async () => {
    const cases: [Part[], string][] = [
      [[file('photo.jpg', samples.exe)], '文件格式不正确, 请上传doc/xls/ppt/txt/pdf/png/jpg/jpeg格式文件!'],
      [[file('page.html', samples.html)], '文件格式不正确, 请上传doc/xls/ppt/txt/pdf/png/jpg/jpeg格式文件!'],
      [[file('empty.txt', '')], '上传文件不能为空'],
      [[], '请选择要上传的文件'],
      [[file('a.png', samples.png), file('b.png', samples.png)], '上传文件数量不能超过 1 个!'],
    ];
    const before = await t.db.selectFrom('bizAttachment').select('attachmentId').execute();
    for (const [parts, msg] of cases) {
      const response = await upload(parts);
      expect(response.statusCode, msg).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg });
    }
    expect(await t.db.selectFrom('bizAttachment').select('attachmentId').execute()).toEqual(before);
  });

  it('refuses a kind that is not a record kind, and anonymous uploads', async () => {
    const unknown = await upload([file('a.png', samples.png)], { kind: 'nothing_here' });
    expect(unknown.json()).toEqual({ code: 400, msg: '记录类型(nothing_here)不正确' });
    expect((await upload([file('a.png', samples.png)], { kind: '../x' })).statusCode).toBe(400);
    expect((await upload([file('a.png', samples.png)], { token: '' })).statusCode).toBe(401);
  });
});

describe('GET /workflow/attachment/:attachmentId', () => {
  let image: number;
  let pdf: number;
  beforeAll(async () => {
    image = (await upload([file('证件照.jpg', samples.jpg)])).json().data.attachmentId;
    pdf = (await upload([file('申请表.pdf', samples.pdf)])).json().data.attachmentId;
  });

  it('serves an image inline to its owner, inert', async () => {
    const response = await read(image, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload).toEqual(samples.jpg);
  });

  it('sends other types as a download under the uploaded name', async () => {
    const response = await read(pdf, owner);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('申请表.pdf')}`,
    );
  });

  it('serves staff holding the kind’s read permission', async () => {
    expect((await read(pdf, admin)).rawPayload).toEqual(samples.pdf);
  });

  it('answers 404 to another user and to staff without the permission, 401 without a login', async () => {
    for (const token of [stranger, editor]) {
      const response = await read(image, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, msg: '附件不存在' });
    }
    expect((await read(image)).statusCode).toBe(401);
    expect((await read(2_000_000, owner)).statusCode).toBe(404);
  });

  it('is never served under the public /profile paths', async () => {
    const row = await t.db
      .selectFrom('bizAttachment')
      .select('fileName')
      .where('attachmentId', '=', image)
      .executeTakeFirstOrThrow();
    for (const url of [
      `/profile/${row.fileName}`,
      `/prod-api/profile/${row.fileName}`,
      `/profile/upload/../${row.fileName}`,
      `/prod-api/common/download?fileName=${encodeURIComponent(row.fileName)}`,
      `/prod-api/common/download?fileName=${encodeURIComponent(`/profile/${row.fileName}`)}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(owner) });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.rawPayload.equals(samples.jpg), url).toBe(false);
    }
  });
});
