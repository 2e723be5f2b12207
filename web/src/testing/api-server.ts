import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { BASE_URL, requestDefaults } from '@/lib/request';
import { useSession } from '@/store/session';

// A real HTTP server on 127.0.0.1 standing in for the API in UI tests. It answers CORS, since
// jsdom's XMLHttpRequest checks it, and records every call.

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface ApiReply {
  status?: number;
  body: unknown;
  /** A body that is not JSON (a calendar file…), sent as it is with this type. */
  contentType?: string;
}

export type ApiHandler = (call: ApiCall) => ApiReply | Promise<ApiReply>;

export interface ApiServer {
  origin: string;
  calls: ApiCall[];
  /** `'POST /viplogin'` → handler; unknown routes answer a 404 envelope. */
  routes: Map<string, ApiHandler>;
  on: (route: string, handler: ApiHandler | unknown) => void;
  callsTo: (route: string) => ApiCall[];
  reset: () => void;
  close: () => Promise<void>;
}

export const ok = (extra: Record<string, unknown> = {}): ApiReply => ({
  body: { code: 200, msg: '操作成功', ...extra },
});

export const fail = (code: number, msg: string): ApiReply => ({ status: code, body: { code, msg } });

/** A 400 refusal naming what is wrong with each field (or row) in `errors`, as validation answers. */
export const refused = (msg: string, errors: Record<string, unknown>[]): ApiReply => ({
  status: 400,
  body: { code: 400, msg, errors },
});

/** Waits for the one call the page makes to `route` (a save, a decision…) and answers its body. */
export async function bodyOfOnlyCall(api: Pick<ApiServer, 'callsTo'>, route: string): Promise<unknown> {
  await waitFor(() => expect(api.callsTo(route)).toHaveLength(1));
  return api.callsTo(route)[0].body;
}

/**
 * Starts the API stand-in for the calling test file (the request client is pointed at it) and
 * gives each test a clean slate: no recorded calls, no routes, nobody logged in, then the file's
 * standing answers, the routes every one of its tests starts with (`answer` registers them).
 */
export function setupApiServer(answer?: (api: ApiServer) => void): ApiServer {
  let server: ApiServer | undefined;
  const current = () => {
    if (!server) throw new Error('The API stand-in starts in beforeAll; use it inside tests and hooks');
    return server;
  };
  const api: ApiServer = {
    get origin() {
      return current().origin;
    },
    get calls() {
      return current().calls;
    },
    get routes() {
      return current().routes;
    },
    on: (route, handler) => current().on(route, handler),
    callsTo: (route) => current().callsTo(route),
    reset: () => current().reset(),
    close: () => current().close(),
  };
  beforeAll(async () => {
    server = await startApiServer();
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    current().reset();
    useSession.getState().clearSession();
    answer?.(api);
  });
  return api;
}

/**
 * Allows any origin, as jsdom's XMLHttpRequest checks, and answers a preflight `OPTIONS` itself;
 * answers whether it did (the request is then over).
 */
export function answerCors(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method !== 'OPTIONS') return false;
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
  res.statusCode = 204;
  res.end();
  return true;
}

async function startApiServer(): Promise<ApiServer> {
  const calls: ApiCall[] = [];
  const routes = new Map<string, ApiHandler>();
  let inFlight = 0;
  let lastActivity = Date.now();

  const server: Server = createServer(async (req, res) => {
    inFlight += 1;
    lastActivity = Date.now();
    res.on('close', () => {
      inFlight -= 1;
      lastActivity = Date.now();
    });
    if (answerCors(req, res)) return;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.replace(/^\/prod-api/, '');
    const call: ApiCall = {
      method: req.method ?? 'GET',
      path,
      query: url.searchParams,
      headers: req.headers,
      // JSON bodies parsed; others (a multipart upload) kept as their text.
      body: text && req.headers['content-type']?.includes('json') ? JSON.parse(text) : text || undefined,
    };
    calls.push(call);
    const handler = routes.get(`${call.method} ${path}`);
    const reply = handler ? await handler(call) : fail(404, '访问资源不存在');
    res.statusCode = reply.status ?? 200;
    res.setHeader('Content-Type', reply.contentType ?? 'application/json; charset=utf-8');
    res.end(reply.contentType ? String(reply.body) : JSON.stringify(reply.body));
  });

  server.on('connection', () => {
    lastActivity = Date.now();
  });

  const origin = await new Promise<string>((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
  requestDefaults.baseURL = `${origin}${BASE_URL}`;

  return {
    origin,
    calls,
    routes,
    on: (route, handler) => {
      routes.set(route, typeof handler === 'function' ? (handler as ApiHandler) : () => handler as ApiReply);
    },
    callsTo: (route) => calls.filter((c) => `${c.method} ${c.path}` === route),
    reset: () => {
      calls.length = 0;
      routes.clear();
    },
    close: async () => {
      // Calls the last test left running (menu, footer) get their answer rather than a reset:
      // wait until nothing has been asked for 100 ms (at most a second).
      const deadline = Date.now() + 1000;
      while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < 100)) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
