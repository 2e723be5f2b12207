import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerVisitor, useStaffApp } from '../../../test/helper.js';
import { multipart, type Part, samples } from '../../../test/multipart.js';
import { formatTime } from '../../http/time.js';
import { INCOMPLETE_UPLOAD, UPLOADS_PER_HOUR } from './common.service.js';

const { t, admin } = await useStaffApp();
const visitor = await registerVisitor(t);
const otherVisitor = await registerVisitor(t);

const file = (filename: string, content: Buffer | string, name = 'file'): Part => ({
  name,
  filename,
  content,
});

function upload(parts: Part[], { token = visitor, url = '/prod-api/common/upload' } = {}) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

/** GET /common/download of `fileName` as `token`; `extra` adds query parameters. */
const download = (fileName: string, token = visitor, extra = '') =>
  t.app.inject({
    method: 'GET',
    url: `/prod-api/common/download?fileName=${encodeURIComponent(fileName)}${extra}`,
    headers: bearer(token),
  });

/** Every file under the upload root, so a refusal can be shown to store nothing. */
function storedFiles(): string[] {
  const root = t.config.uploadDir;
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function fileRows(): Promise<number> {
  const row = await t.db
    .selectFrom('sysFile')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sends `parts` and expects a 400 with `msg` that writes no file and no row. */
async function expectRefused(parts: Part[], msg: string, options?: Parameters<typeof upload>[1]) {
  const files = storedFiles().length;
  const rows = await fileRows();
  const response = await upload(parts, options);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ code: 400, msg });
  expect(storedFiles()).toHaveLength(files);
  expect(await fileRows()).toBe(rows);
}

const ALL_TYPES = '文件格式不正确, 请上传doc/xls/ppt/txt/pdf/png/jpg/jpeg格式文件!';
const IMAGE_TYPES = '文件格式不正确, 请上传png/jpg/jpeg格式文件!';
const FILE_TYPES = '文件格式不正确, 请上传doc/xls/ppt/txt/pdf格式文件!';
const FIVE_MB = 5 * 1024 * 1024;

describe('POST /common/upload', () => {
  it('stores an image under a random name and answers where it is, with the /prod-api path', async () => {
    const response = await upload([file('会员照片.png', samples.png)]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, msg: '操作成功', originalFilename: '会员照片.png' });
    expect(body.fileName).toMatch(/^\/profile\/upload\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png$/);
    expect(body.newFileName).toBe(path.basename(body.fileName));
    expect(body.url).toBe(`/prod-api${body.fileName}`);
    const onDisk = path.join(t.config.uploadDir, body.fileName.slice('/profile/'.length));
    expect(fs.readFileSync(onDisk)).toEqual(samples.png);

    for (const url of [body.url, body.fileName]) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.headers['content-disposition']).toBeUndefined();
      expect(served.rawPayload).toEqual(samples.png);
    }
  });

  it('gives every upload its own name', async () => {
    const first = (await upload([file('a.png', samples.png)])).json();
    const second = (await upload([file('a.png', samples.png)])).json();
    expect(first.fileName).not.toBe(second.fileName);
  });

  it('accepts each type of SPEC.md §5, the Office ones also in their current x-form', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('会员').addRow(['张三']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const accepted: [string, Buffer][] = [
      ['章程.doc', samples.cfb],
      ['报表.xls', samples.cfb],
      ['课件.ppt', samples.cfb],
      ['名单.xlsx', xlsx],
      ['说明.txt', samples.txt],
      ['申请.pdf', samples.pdf],
      ['photo.jpg', samples.jpg],
      ['PHOTO.JPEG', samples.jpg],
      ['logo.PNG', samples.png],
    ];
    for (const [name, content] of accepted) {
      const response = await upload([file(name, content)]);
      expect(response.json(), name).toMatchObject({ code: 200, originalFilename: name });
    }
  });

  it('needs a logged-in user', async () => {
    const body = multipart([file('a.png', samples.png)]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/prod-api/common/upload',
      ...body,
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses files over 5 MB with the image or file message, and takes exactly 5 MB', async () => {
    const bigImage = Buffer.concat([samples.png, Buffer.alloc(FIVE_MB + 1 - samples.png.length)]);
    await expectRefused([file('big.png', bigImage)], '上传图片大小不能超过 5 MB!');
    const bigPdf = Buffer.concat([samples.pdf, Buffer.alloc(FIVE_MB + 1 - samples.pdf.length)]);
    await expectRefused([file('big.pdf', bigPdf)], '上传文件大小不能超过 5 MB!');
    const exactly = Buffer.concat([samples.pdf, Buffer.alloc(FIVE_MB - samples.pdf.length)]);
    expect((await upload([file('exact.pdf', exactly)])).json().code).toBe(200);
  });

  it('refuses types outside the lists, naming the allowed ones for the kind asked for', async () => {
    await expectRefused([file('setup.exe', samples.exe)], ALL_TYPES);
    await expectRefused([file('page.html', samples.html)], ALL_TYPES);
    await expectRefused([file('logo.svg', samples.svg)], ALL_TYPES);
    await expectRefused([file('no-extension', samples.txt)], ALL_TYPES);
    await expectRefused([{ name: 'kind', content: 'image' }, file('申请.pdf', samples.pdf)], IMAGE_TYPES);
    await expectRefused([file('photo.png', samples.png), { name: 'kind', content: 'file' }], FILE_TYPES);
    await expectRefused([file('photo.png', samples.png)], FILE_TYPES, {
      url: '/prod-api/common/upload?kind=file',
    });
    const bigDoc = Buffer.concat([samples.cfb, Buffer.alloc(FIVE_MB)]);
    await expectRefused(
      [{ name: 'kind', content: 'file' }, file('x.png', bigDoc)],
      '上传文件大小不能超过 5 MB!',
    );
  });

  it('judges by content: an executable or a web page renamed .jpg is refused', async () => {
    await expectRefused([file('photo.jpg', samples.exe)], ALL_TYPES);
    await expectRefused([file('photo.jpg', samples.html)], ALL_TYPES);
    await expectRefused([{ name: 'kind', content: 'image' }, file('photo.jpeg', samples.html)], IMAGE_TYPES);
    await expectRefused([file('photo.png', samples.svg)], ALL_TYPES);
    await expectRefused([file('photo.jpg', samples.png)], ALL_TYPES);
    await expectRefused([file('report.pdf', samples.elf)], ALL_TYPES);
    await expectRefused([file('notes.txt', samples.exe)], ALL_TYPES);
    await expectRefused([file('notes.doc', samples.pdf)], ALL_TYPES);
  });

  it('refuses an empty file, a request without a file, and more than one file', async () => {
    await expectRefused([file('empty.txt', '')], '上传文件不能为空');
    await expectRefused([{ name: 'kind', content: 'file' }], '请选择要上传的文件');
    await expectRefused(
      [file('a.png', samples.png), file('b.png', samples.png)],
      '上传文件数量不能超过 1 个!',
    );
    const json = await t.app.inject({
      method: 'POST',
      url: '/prod-api/common/upload',
      headers: bearer(visitor),
      payload: { file: 'a' },
    });
    expect(json.json()).toEqual({ code: 400, msg: '请选择要上传的文件' });
  });
});

describe('POST /common/upload/PLSC', () => {
  it('stores up to five files and answers RuoYi’s comma lists and each file', async () => {
    const names = ['1.png', '2.jpg', '3.pdf', '4.txt', '5.doc'];
    const contents = [samples.png, samples.jpg, samples.pdf, samples.txt, samples.cfb];
    const response = await upload(
      names.map((name, index) => file(name, contents[index], 'files')),
      { url: '/prod-api/common/upload/PLSC' },
    );
    const body = response.json();
    expect(body.code).toBe(200);
    expect(body.data).toHaveLength(5);
    expect(body.originalFilenames).toBe(names.join(','));
    expect(body.fileNames.split(',')).toEqual(body.data.map((f: { fileName: string }) => f.fileName));
    expect(body.urls.split(',')).toEqual(
      body.data.map((f: { fileName: string }) => `/prod-api${f.fileName}`),
    );
  });

  it('refuses a sixth file and stores none of them', async () => {
    const six = Array.from({ length: 6 }, (_, index) => file(`${index}.png`, samples.png, 'files'));
    await expectRefused(six, '上传文件数量不能超过 5 个!', { url: '/prod-api/common/upload/PLSC' });
  });

  it('stores nothing when one of the files is refused', async () => {
    await expectRefused(
      [file('ok.png', samples.png, 'files'), file('bad.jpg', samples.exe, 'files')],
      ALL_TYPES,
      { url: '/prod-api/common/upload/PLSC' },
    );
  });
});

describe('a cut-off upload', () => {
  /** Sends raw bytes to the app on a port, then closes this side; gives the status line and body. */
  async function sendRaw(bytes: Buffer): Promise<{ status: string; body: string }> {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(bytes));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
    });
    const [head, body = ''] = answer.split('\r\n\r\n');
    return { status: head.split('\r\n')[0], body };
  }

  it('answers 400 {code, msg} and stores nothing when the form ends before its closing boundary', async () => {
    const files = storedFiles().length;
    const rows = await fileRows();
    const whole = multipart([file('a.png', samples.png)]);
    for (const cut of [whole.payload.length - 10, 80]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/prod-api/common/upload',
        payload: whole.payload.subarray(0, cut),
        headers: { ...whole.headers, ...bearer(visitor) },
      });
      expect(response.statusCode, `cut at ${cut}`).toBe(400);
      expect(response.json()).toEqual({ code: 400, msg: INCOMPLETE_UPLOAD });
    }
    expect(storedFiles()).toHaveLength(files);
    expect(await fileRows()).toBe(rows);
  });

  it('answers 400 {code, msg} and stores nothing when fewer bytes come than Content-Length says', async () => {
    const files = storedFiles().length;
    const rows = await fileRows();
    const whole = multipart([file('a.png', samples.png)]);
    const head = [
      'POST /prod-api/common/upload HTTP/1.1',
      'Host: localhost',
      `Content-Type: ${whole.headers['content-type']}`,
      `Authorization: Bearer ${visitor}`,
      `Content-Length: ${whole.payload.length + 100}`,
      '',
      '',
    ].join('\r\n');
    const { status, body } = await sendRaw(Buffer.concat([Buffer.from(head), whole.payload]));
    // Node stops reading such a request before any route: the answer comes from clientErrorHandler.
    expect(status).toBe('HTTP/1.1 400 Bad Request');
    expect(JSON.parse(body)).toEqual({ code: 400, msg: '请求内容不完整' });
    expect(storedFiles()).toHaveLength(files);
    expect(await fileRows()).toBe(rows);
  });
});

describe('GET /common/download', () => {
  async function uploaded(name: string, content: Buffer, token = visitor): Promise<string> {
    return (await upload([file(name, content)], { token })).json().fileName;
  }
  it('sends the file as a download under the name it was uploaded with', async () => {
    const fileName = await uploaded('入会申请 2026.pdf', samples.pdf);
    const response = await download(fileName);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('入会申请 2026.pdf')}`,
    );
    expect(response.rawPayload).toEqual(samples.pdf);
    // Also by the name without the /profile/ prefix.
    expect((await download(fileName.slice('/profile/'.length))).statusCode).toBe(200);
  });

  it('needs a logged-in user', async () => {
    const fileName = await uploaded('a.txt', samples.txt);
    const response = await t.app.inject({
      method: 'GET',
      url: `/prod-api/common/download?fileName=${encodeURIComponent(fileName)}`,
    });
    expect(response.statusCode).toBe(401);
  });

  it('deletes after the download when the uploader asks, and refuses others that', async () => {
    const fileName = await uploaded('临时.txt', samples.txt);
    const refused = await download(fileName, otherVisitor, '&delete=true');
    expect(refused.statusCode).toBe(403);
    expect((await download(fileName, otherVisitor)).statusCode).toBe(200);

    const response = await download(fileName, visitor, '&delete=true');
    expect(response.rawPayload).toEqual(samples.txt);
    await expect.poll(async () => (await download(fileName)).statusCode).toBe(404);
    const rows = await t.db.selectFrom('sysFile').select('fileId').where('fileName', '=', fileName).execute();
    expect(rows).toHaveLength(0);
  });

  it('lets an administrator delete anybody’s file', async () => {
    const fileName = await uploaded('x.txt', samples.txt);
    expect((await download(fileName, admin, '&delete=true')).statusCode).toBe(200);
    await expect.poll(async () => (await download(fileName)).statusCode).toBe(404);
  });

  it('answers 404 for a well-formed name that was never stored', async () => {
    const response = await download(`/profile/upload/2026/01/01/${'0'.repeat(32)}.png`);
    expect(response.json()).toEqual({ code: 404, msg: '文件不存在' });
  });
});

describe('no path leads out of the upload root', () => {
  let secretPath: string;
  let stored: string;
  const SECRET = 'TOP-SECRET-CONTENT';

  beforeAll(async () => {
    // A file next to the upload root, which no request may read.
    secretPath = path.join(path.dirname(t.config.uploadDir), 'secret.txt');
    fs.writeFileSync(secretPath, SECRET);
    stored = (await upload([file('ok.txt', samples.txt)])).json().fileName;
  });

  const variants = () => [
    '../secret.txt',
    '../../../../../../etc/passwd',
    '/etc/passwd',
    '/profile/../secret.txt',
    '/profile/upload/../../secret.txt',
    'upload/2026/11/23/../../../../secret.txt',
    `${stored}/../../../../../../secret.txt`,
    `${stored.slice(0, -4)}/../../../../../secret.txt`,
    '..%2fsecret.txt',
    '%2e%2e%2fsecret.txt',
    '%2e%2e/secret.txt',
    '%252e%252e%252fsecret.txt',
    '..%252fsecret.txt',
    '..%c0%afsecret.txt',
    '..\\secret.txt',
    '..%5csecret.txt',
    '....//secret.txt',
    '.../secret.txt',
    'C:\\Windows\\win.ini',
    'file:///etc/passwd',
    `${stored}\u0000.txt`,
    '/profile//etc/passwd',
    '~/secret.txt',
    '..',
    '.',
    secretPath,
    `/profile/upload/${path.relative(path.join(t.config.uploadDir, 'upload'), secretPath)}`,
  ];

  it('refuses at least 20 traversal spellings on download, encoded once and twice', async () => {
    expect(variants().length).toBeGreaterThanOrEqual(20);
    for (const variant of variants()) {
      for (const fileName of [variant, encodeURIComponent(variant)]) {
        const response = await download(fileName);
        expect(response.statusCode, fileName).toBe(400);
        // A NUL byte is refused by the schema, as in every text field, before the name is read.
        expect(response.json().msg).toBe(
          fileName.includes('\u0000') ? '文件名称格式不正确' : `文件名称(${fileName})非法，不允许下载。`,
        );
        expect(response.body).not.toContain(SECRET);
      }
    }
  });

  it('refuses them in the public /profile/ paths too, raw and encoded', async () => {
    for (const variant of variants()) {
      for (const prefix of ['/profile/', '/prod-api/profile/']) {
        for (const tail of [
          variant,
          encodeURIComponent(variant),
          encodeURIComponent(encodeURIComponent(variant)),
        ]) {
          const response = await t.app.inject({ method: 'GET', url: prefix + tail.replace(/^\/+/, '') });
          expect(response.statusCode, prefix + tail).toBeGreaterThanOrEqual(400);
          expect(response.body).not.toContain(SECRET);
        }
      }
    }
  });

  it('does not follow a symlink that leads out of the root', async () => {
    const link = `upload/2026/01/01/${'a'.repeat(32)}.txt`;
    fs.mkdirSync(path.join(t.config.uploadDir, path.dirname(link)), { recursive: true });
    fs.symlinkSync(secretPath, path.join(t.config.uploadDir, link));
    const response = await download(`/profile/${link}`);
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain(SECRET);
    const served = await t.app.inject({ method: 'GET', url: `/profile/${link}` });
    expect(served.statusCode).toBe(400);
    expect(served.body).not.toContain(SECRET);
  });
});

describe('uploaded files are served inert', () => {
  it('sends documents as downloads and never renders HTML or SVG', async () => {
    const txt = (await upload([file('说明.txt', samples.txt)])).json().fileName;
    const served = await t.app.inject({ method: 'GET', url: `/prod-api${txt}` });
    expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.headers['cache-control']).toContain('immutable');

    // Even if such a file were put into the root by hand, it is not shown as a page or an image.
    for (const extension of ['html', 'svg']) {
      const name = `upload/2026/01/02/${'b'.repeat(32)}.${extension}`;
      const target = path.join(t.config.uploadDir, name);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, extension === 'html' ? samples.html : samples.svg);
      const response = await t.app.inject({ method: 'GET', url: `/profile/${name}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/octet-stream');
      expect(response.headers['content-disposition']).toMatch(/^attachment;/);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    }
  });
});

describe('upload rate', () => {
  it(`refuses a user’s upload beyond ${UPLOADS_PER_HOUR} in an hour`, async () => {
    const busy = await registerVisitor(t);
    const me = await t.app.inject({ method: 'GET', url: '/prod-api/getInfo', headers: bearer(busy) });
    const userName = me.json().user.userName as string;
    await t.db
      .insertInto('sysFile')
      .values(
        Array.from({ length: UPLOADS_PER_HOUR }, (_, index) => ({
          fileName: `/profile/upload/old/${userName}-${index}.png`,
          originalName: 'x.png',
          fileType: 'png',
          fileSize: 1,
          createBy: userName,
          createTime: formatTime(),
        })),
      )
      .execute();
    const response = await upload([file('a.png', samples.png)], { token: busy });
    expect(response.statusCode).toBe(429);
    expect(response.json().msg).toBe('上传过于频繁，请稍后再试');
    expect((await upload([file('a.png', samples.png)])).statusCode).toBe(200);
  });
});
