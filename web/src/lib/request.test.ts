import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Cookies from 'js-cookie';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFeedbackStore } from '@/components/feedback/feedback-store';
import { answerCors } from '@/testing/api-server';
import {
  ALERT_TITLE,
  BASE_URL,
  ERROR_DURATION,
  http,
  REQUEST_TIMEOUT,
  RequestError,
  request,
  requestDefaults,
  resetUnauthorizedState,
  setUnauthorizedHandler,
  tokenless,
} from './request';

// Every row of SPEC.md §8 against a real HTTP server on 127.0.0.1 (the client uses jsdom's
// XMLHttpRequest, so the server answers CORS like a cross-origin API would).

let server: Server;
let origin: string;
let closedOrigin: string;

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json; charset=utf-8') {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  if (answerCors(req, res)) return;
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const q = url.searchParams;
  const path = url.pathname.replace(/^\/prod-api/, '');
  const body = await readBody(req);

  if (path === '/echo') {
    send(res, 200, {
      code: 200,
      msg: '操作成功',
      method: req.method,
      url: req.url,
      authorization: req.headers.authorization ?? null,
      isToken: req.headers.istoken ?? null,
      contentType: req.headers['content-type'] ?? null,
      body: body ? JSON.parse(body) : null,
    });
    return;
  }
  if (path === '/no-code') {
    send(res, 200, { msg: 'no code here', rows: [1, 2] });
    return;
  }
  const code = /^\/code\/(\d+)$/.exec(path);
  if (code) {
    const value = Number(code[1]);
    const status = q.has('status') ? Number(q.get('status')) : value >= 400 ? value : 200;
    const envelope: Record<string, unknown> = { code: value };
    if (q.has('msg')) envelope.msg = q.get('msg');
    if (q.has('field')) envelope.errors = [{ field: q.get('field'), msg: q.get('msg') }];
    send(res, status, envelope);
    return;
  }
  const plain = /^\/plain\/(\d+)$/.exec(path);
  if (plain) {
    send(res, Number(plain[1]), '<html><body>Bad Gateway</body></html>', 'text/html');
    return;
  }
  const empty = /^\/empty\/(\d+)$/.exec(path);
  if (empty) {
    res.statusCode = Number(empty[1]);
    res.end();
    return;
  }
  if (path === '/slow') {
    setTimeout(() => {
      if (!res.writableEnded) send(res, 200, { code: 200, msg: 'late' });
    }, 1500);
    return;
  }
  if (path === '/file') {
    send(res, 200, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff]), 'application/octet-stream');
    return;
  }
  send(res, 404, { code: 404, msg: 'no such test route' });
}

function listen(s: Server): Promise<string> {
  return new Promise((resolve) => {
    s.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`));
  });
}

const redirects: Array<string | null> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 599, String(error), 'text/plain'));
  });
  origin = await listen(server);
  // A port that was open a moment ago and is closed now: connections are refused.
  const closed = createServer();
  closedOrigin = await listen(closed);
  await new Promise<void>((resolve) => closed.close(() => resolve()));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requestDefaults.baseURL = `${origin}${BASE_URL}`;
  setUnauthorizedHandler((redirect) => redirects.push(redirect));
  redirects.length = 0;
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  useFeedbackStore.getState().clear();
  resetUnauthorizedState();
  Cookies.remove('Admin-Token');
});

const ui = () => {
  const { messages, notifications, dialogs } = useFeedbackStore.getState();
  return { messages, notifications, dialogs };
};

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the call was expected to fail');
}

describe('request client defaults (SPEC §7)', () => {
  it('uses base path /prod-api, a 60000 ms timeout and JSON', () => {
    expect(BASE_URL).toBe('/prod-api');
    expect(requestDefaults.timeout).toBe(REQUEST_TIMEOUT);
    expect(REQUEST_TIMEOUT).toBe(60000);
    expect(requestDefaults.headers['Content-Type']).toContain('application/json');
  });

  it('sends the Admin-Token cookie as a bearer token and JSON bodies', async () => {
    Cookies.set('Admin-Token', 'tok-123');
    const res = await http.post<Record<string, unknown>>('/echo', { phone: '13800138000' });
    expect(res.authorization).toBe('Bearer tok-123');
    expect(res.contentType).toContain('application/json');
    expect(res.body).toEqual({ phone: '13800138000' });
    expect(res.url).toBe('/prod-api/echo');
  });

  it('leaves the token out of tokenless calls and strips the isToken flag', async () => {
    Cookies.set('Admin-Token', 'tok-123');
    const res = await http.post<Record<string, unknown>>('/echo', { a: 1 }, tokenless);
    expect(res.authorization).toBeNull();
    expect(res.isToken).toBeNull();
    const viaHeaders = await request<Record<string, unknown>>({ url: '/echo', headers: { isToken: false } });
    expect(viaHeaders.authorization).toBeNull();
    expect(viaHeaders.isToken).toBeNull();
  });

  it('names no Content-Type on a call without a body (a cross-origin GET stays simple)', async () => {
    const res = await http.get<Record<string, unknown>>('/echo');
    expect(res.contentType).toBeNull();
  });

  it('sends no Authorization header without a token', async () => {
    const res = await http.get<Record<string, unknown>>('/echo');
    expect(res.authorization).toBeNull();
  });

  it('serialises nested GET params as key[sub]', async () => {
    const res = await http.get<Record<string, unknown>>('/echo', {
      params: { pageNum: 1, params: { beginTime: 'a', endTime: '' }, ids: [3, 4], skip: undefined },
    });
    expect(res.url).toBe('/prod-api/echo?pageNum=1&params%5BbeginTime%5D=a&ids%5B0%5D=3&ids%5B1%5D=4');
  });
});

describe('body code handling (SPEC §8)', () => {
  it('200: resolves with the body and shows nothing', async () => {
    const res = await http.get<Record<string, unknown>>('/code/200?msg=ok');
    expect(res).toEqual({ code: 200, msg: 'ok' });
    expect(ui()).toEqual({ messages: [], notifications: [], dialogs: [] });
  });

  it('a body without code counts as 200', async () => {
    const res = await http.get('/no-code');
    expect(res).toEqual({ msg: 'no code here', rows: [1, 2] });
    expect(ui().messages).toEqual([]);
  });

  it('401: message 认证失败，无法访问系统资源 for 5 s, token cleared, sent to login once', async () => {
    Cookies.set('Admin-Token', 'expired');
    window.history.replaceState(null, '', '/personal?tab=2');
    const calls = [http.get('/code/401'), http.get('/code/401?msg=token expired'), http.post('/code/401')];
    const errors = await Promise.all(calls.map(rejection));
    for (const error of errors) {
      expect(error).toBeInstanceOf(RequestError);
      expect((error as RequestError).code).toBe(401);
      expect((error as RequestError).message).toBe('认证失败，无法访问系统资源');
    }
    expect(Cookies.get('Admin-Token')).toBeUndefined();
    expect(ui().messages).toEqual([
      expect.objectContaining({ type: 'error', content: '认证失败，无法访问系统资源', duration: 5000 }),
    ]);
    expect(ui().notifications).toEqual([]);
    expect(redirects).toEqual(['/personal?tab=2']);
  });

  it('401 with HTTP status 200 is handled the same way', async () => {
    Cookies.set('Admin-Token', 'expired');
    const error = await rejection(http.get('/code/401?status=200'));
    expect((error as RequestError).code).toBe(401);
    expect(Cookies.get('Admin-Token')).toBeUndefined();
    expect(redirects).toEqual(['/']);
  });

  it('401 on the login page clears the session but stays there', async () => {
    window.history.replaceState(null, '', '/login?redirect=%2Fpersonal');
    await rejection(http.post('/code/401', {}, tokenless));
    expect(redirects).toEqual([null]);
    expect(ui().messages).toHaveLength(1);
  });

  it('403: error notification 当前操作没有权限', async () => {
    const error = await rejection(http.get('/code/403?msg=没有权限，请联系管理员授权'));
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).code).toBe(403);
    expect(ui().notifications).toEqual([
      expect.objectContaining({ type: 'error', title: '当前操作没有权限' }),
    ]);
    expect(ui().messages).toEqual([]);
  });

  it('404: error notification 访问资源不存在', async () => {
    const error = await rejection(http.get('/code/404?msg=用户不存在'));
    expect((error as RequestError).message).toBe('访问资源不存在');
    expect(ui().notifications).toEqual([expect.objectContaining({ type: 'error', title: '访问资源不存在' })]);
  });

  it('other codes: notification titled with the body msg', async () => {
    const error = await rejection(http.post('/code/409?msg=该手机号已注册', {}));
    expect((error as RequestError).code).toBe(409);
    expect(ui().notifications).toEqual([expect.objectContaining({ type: 'error', title: '该手机号已注册' })]);
  });

  it('other codes without msg: 系统未知错误，请反馈给管理员', async () => {
    await rejection(http.get('/code/400'));
    expect(ui().notifications).toEqual([
      expect.objectContaining({ type: 'error', title: '系统未知错误，请反馈给管理员' }),
    ]);
  });

  it('non-200 body code with HTTP status 200 is rejected with a notification', async () => {
    const error = await rejection(http.get('/code/429?status=200&msg=操作太频繁'));
    expect((error as RequestError).code).toBe(429);
    expect(ui().notifications).toEqual([expect.objectContaining({ type: 'error', title: '操作太频繁' })]);
  });

  it('203: rejected silently, no UI', async () => {
    const error = await rejection(http.get('/code/203?msg=silent'));
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).silent).toBe(true);
    expect((error as RequestError).code).toBe(203);
    expect(ui()).toEqual({ messages: [], notifications: [], dialogs: [] });
  });

  it('a quiet call shows nothing and hands the form its field errors; 401 still logs out', async () => {
    const error = await rejection(http.post('/code/400?msg=请填写姓名&field=realName', {}, { quiet: true }));
    expect(error).toMatchObject({ code: 400, message: '请填写姓名', silent: true });
    expect((error as RequestError).fieldErrors).toEqual([{ field: 'realName', msg: '请填写姓名' }]);
    expect(ui()).toEqual({ messages: [], notifications: [], dialogs: [] });

    await rejection(http.get('/code/401', { quiet: true }));
    expect(redirects).toEqual(['/']);
  });

  it('500: error message box with the msg, call rejected', async () => {
    const error = await rejection(http.get('/code/500?msg=手机号或验证码错误'));
    expect((error as RequestError).code).toBe(500);
    expect((error as RequestError).message).toBe('手机号或验证码错误');
    expect(ui().dialogs).toEqual([
      expect.objectContaining({
        variant: 'alert',
        type: 'error',
        title: ALERT_TITLE,
        content: '手机号或验证码错误',
      }),
    ]);
    expect(ui().notifications).toEqual([]);
    expect(ui().messages).toEqual([]);
  });

  it('500 without msg: message box with 系统未知错误，请反馈给管理员', async () => {
    await rejection(http.get('/code/500?status=200'));
    expect(ui().dialogs).toEqual([expect.objectContaining({ content: '系统未知错误，请反馈给管理员' })]);
  });

  it('601 (RuoYi warning): warning message, rejected', async () => {
    const error = await rejection(http.get('/code/601?msg=注意'));
    expect((error as RequestError).code).toBe(601);
    expect(ui().messages).toEqual([expect.objectContaining({ type: 'warning', content: '注意' })]);
  });

  it('binary responses pass through untouched', async () => {
    const blob = await request<Blob>({ url: '/file', responseType: 'blob' });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.size).toBe(6);
    const buffer = await request<ArrayBuffer>({ url: '/file', responseType: 'arraybuffer' });
    expect(Array.from(new Uint8Array(buffer))).toEqual([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff]);
    expect(ui().messages).toEqual([]);
  });

  it('an error envelope asked for as a blob is still handled by its body code', async () => {
    await rejection(request({ url: '/code/403', responseType: 'blob' }));
    expect(ui().notifications).toEqual([expect.objectContaining({ title: '当前操作没有权限' })]);
    expect(ui().messages).toEqual([]);
  });
});

describe('transport errors (SPEC §8): error message for 5 s', () => {
  it('Network Error → 网络状态异常,请稍后重试', async () => {
    // jsdom reports the refused connection on console.error as well; keep the output clean.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await rejection(http.get('/echo', { baseURL: `${closedOrigin}/prod-api` }));
    consoleError.mockRestore();
    expect((error as { code?: string }).code).toBe('ERR_NETWORK');
    expect(ui().messages).toEqual([
      expect.objectContaining({
        type: 'error',
        content: '网络状态异常,请稍后重试',
        duration: ERROR_DURATION,
      }),
    ]);
    expect(ERROR_DURATION).toBe(5000);
  });

  it('timeout → 系统接口请求超时', async () => {
    const error = await rejection(http.get('/slow', { timeout: 150 }));
    expect((error as { code?: string }).code).toBe('ECONNABORTED');
    expect(ui().messages).toEqual([
      expect.objectContaining({ type: 'error', content: '系统接口请求超时', duration: 5000 }),
    ]);
  });

  it('HTTP status without an envelope → 系统接口502异常', async () => {
    const error = await rejection(http.get('/plain/502'));
    expect((error as Error).message).toBe('Request failed with status code 502');
    expect(ui().messages).toEqual([
      expect.objectContaining({ type: 'error', content: '系统接口502异常', duration: 5000 }),
    ]);
    expect(ui().notifications).toEqual([]);
  });

  it('empty error body → 系统接口{status}异常', async () => {
    await rejection(http.get('/empty/503'));
    expect(ui().messages).toEqual([expect.objectContaining({ content: '系统接口503异常', duration: 5000 })]);
  });

  it('a 4xx/5xx answer with a JSON envelope follows the body code, not the transport rule', async () => {
    await rejection(http.get('/code/500'));
    expect(ui().messages).toEqual([]);
    expect(ui().dialogs).toHaveLength(1);
  });

  it('a cancelled call shows nothing', async () => {
    const controller = new AbortController();
    const pending = rejection(http.get('/slow', { signal: controller.signal }));
    controller.abort();
    await pending;
    expect(ui()).toEqual({ messages: [], notifications: [], dialogs: [] });
  });
});
