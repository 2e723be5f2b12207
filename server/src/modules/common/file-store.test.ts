import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bearer, postFile, registerVisitor, rowsWhere, useStaffApp } from '../../../test/helper.js';
import { samples } from '../../../test/multipart.js';

// The database driver of the upload store (UPLOAD_STORE=database), which several instances share:
// files go into sys_upload, not into UPLOAD_DIR, and are served exactly as from the folder.

const { t, admin, call } = await useStaffApp({ env: { UPLOAD_STORE: 'database' } });
const owner = await registerVisitor(t);
const stranger = await registerVisitor(t);

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const nothingInUploadDir = () =>
  expect(fs.existsSync(t.config.uploadDir) ? fs.readdirSync(t.config.uploadDir) : []).toEqual([]);

describe('UPLOAD_STORE=database', () => {
  it('serves a public upload from the database at both its paths, as the folder would', async () => {
    const uploaded = (await postFile(t, owner, '/common/upload', '会员照片.png', samples.png)).json();
    expect(uploaded).toMatchObject({ code: 200, originalFilename: '会员照片.png' });
    expect(uploaded.fileName).toMatch(/^\/profile\/upload\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
    for (const url of [uploaded.url, uploaded.fileName]) {
      const served = await get(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(samples.png.length),
        'content-security-policy': "default-src 'none'; sandbox",
      });
      expect(served.headers['last-modified']).toBeTruthy();
      expect(served.rawPayload).toEqual(samples.png);
    }
    const [row] = await rowsWhere(t.db, 'sysUpload', 'name', uploaded.fileName.slice('/profile/'.length));
    expect(Buffer.from(row.content)).toEqual(samples.png);
    nothingInUploadDir();
  });

  it('keeps a private attachment for its owner and staff, under no public path', async () => {
    const response = await postFile(
      t,
      owner,
      '/workflow/attachment?kind=member_apply',
      '执照.pdf',
      samples.pdf,
    );
    const { attachmentId, url } = response.json().data;
    for (const reader of [owner, admin]) {
      const served = await get(url, reader);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(samples.pdf);
    }
    expect((await get(url, stranger)).json()).toEqual({ code: 404, msg: '附件不存在' });

    const [{ fileName }] = await rowsWhere(t.db, 'bizAttachment', 'attachmentId', attachmentId);
    expect(fileName).toMatch(/^private\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.pdf$/);
    for (const publicPath of [`/profile/${fileName}`, `/prod-api/profile/${fileName}`]) {
      expect((await get(publicPath)).statusCode).toBe(400);
    }
    // The same random name under the public area is another name, which nothing was stored under.
    const asPublic = `/profile/upload/${fileName.slice('private/'.length)}`;
    expect((await get(asPublic)).json()).toEqual({ code: 404, msg: '文件不存在' });
    expect((await call('GET', `/common/download?fileName=${asPublic}`)).statusCode).toBe(404);
    nothingInUploadDir();
  });

  it('answers 404 for a well-formed name that was never stored', async () => {
    const name = `/profile/upload/2026/01/01/${'0'.repeat(32)}.png`;
    expect((await get(name)).json()).toEqual({ code: 404, msg: '文件不存在' });
    const download = await call('GET', `/common/download?fileName=${encodeURIComponent(name)}`);
    expect(download.json()).toEqual({ code: 404, msg: '文件不存在' });
  });

  it('deletes the stored bytes with the record when the uploader downloads with delete=true', async () => {
    const { fileName } = (await postFile(t, owner, '/common/upload', '临时.txt', samples.txt)).json();
    const download = await get(
      `/prod-api/common/download?fileName=${encodeURIComponent(fileName)}&delete=true`,
      owner,
    );
    expect(download.rawPayload).toEqual(samples.txt);
    await expect.poll(async () => (await get(fileName)).statusCode).toBe(404);
    expect(await rowsWhere(t.db, 'sysUpload', 'name', fileName.slice('/profile/'.length))).toEqual([]);
  });
});
