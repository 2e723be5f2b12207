import { type Feedback, feedback } from '@/components/feedback/feedback-store';
import { standalonePaths } from '@/config/paths';
import { getToken, removeToken } from './auth-token';
import { send, type TransportConfig, TransportError } from './xhr';

// The one request client (SPEC.md §7, §8). Every call goes through it; it unwraps the RuoYi
// envelope `{code, msg, ...}`, shows the error UI of §8 and sends a 401 to the login page.

/** RuoYi's AjaxResult: `code`, `msg`, optional `data`, extra keys at the root. */
export interface AjaxResult<T = unknown> {
  code: number;
  msg: string;
  data?: T;
  [key: string]: unknown;
}

/** RuoYi's TableDataInfo. */
export interface TableDataInfo<T> {
  code: number;
  msg: string;
  total: number;
  rows: T[];
}

/** Messages of SPEC.md §8, keyed by body code. */
export const errorCode: Readonly<Record<string, string>> = {
  '401': '认证失败，无法访问系统资源',
  '403': '当前操作没有权限',
  '404': '访问资源不存在',
  default: '系统未知错误，请反馈给管理员',
};

export const transportMessages = {
  network: '网络状态异常,请稍后重试',
  timeout: '系统接口请求超时',
  status: (status: number | string) => `系统接口${status}异常`,
} as const;

/** Error messages stay 5 seconds (SPEC.md §9). */
export const ERROR_DURATION = 5000;
export const REQUEST_TIMEOUT = 60000;
export const BASE_URL = '/prod-api';
/** Title of the message box shown for body code 500. */
export const ALERT_TITLE = '系统提示';

/** One field's refusal in a form answer `400 {code, msg, errors}`. */
export interface FieldRefusal {
  field: string;
  msg: string;
}

/** A call rejected because of its body code; `silent` when no UI was shown (203, quiet calls). */
export class RequestError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly silent = false,
    /** The form's problems, when the answer named them. */
    readonly fieldErrors: readonly FieldRefusal[] = [],
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

/** A quiet call's refusal as messages by field ('' for one about the whole form); rethrows anything else. */
export function fieldMessages(failure: unknown): Record<string, string> {
  if (!(failure instanceof RequestError)) throw failure;
  const named = failure.fieldErrors.length ? failure.fieldErrors : [{ field: '', msg: failure.message }];
  return Object.fromEntries(named.map(({ field, msg }) => [field, msg]));
}

let ui: Feedback = feedback;

/** Where the client shows its messages; the app uses the feedback store, tests may observe another. */
export function setRequestFeedback(next: Feedback): void {
  ui = next;
}

/**
 * Called once per burst of 401 answers, after the token cookie is removed: `redirect` is the
 * current location to come back to, or null when the visitor is already on a login-type page.
 */
export type UnauthorizedHandler = (redirect: string | null) => void;

let onUnauthorized: UnauthorizedHandler = (redirect) => {
  if (redirect !== null) window.location.assign(`/login?redirect=${encodeURIComponent(redirect)}`);
};

export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/** How long further 401 answers are folded into the first one (calls that were already in flight). */
export const RELOGIN_WINDOW = 3000;
let reloginPending = false;
let reloginTimer: ReturnType<typeof setTimeout> | undefined;

/** Ends the 401 window early, e.g. after a new login. */
export function resetUnauthorizedState(): void {
  reloginPending = false;
  clearTimeout(reloginTimer);
}

function handleUnauthorized(msg: string): void {
  removeToken();
  if (reloginPending) return;
  reloginPending = true;
  reloginTimer = setTimeout(() => {
    reloginPending = false;
  }, RELOGIN_WINDOW);
  ui.message({ type: 'error', content: msg, duration: ERROR_DURATION });
  const { pathname, search } = window.location;
  onUnauthorized(standalonePaths.includes(pathname) ? null : pathname + search);
}

function isEnvelope(value: unknown): value is { code?: unknown; msg?: unknown; errors?: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Applies the body-code rules of SPEC.md §8: returns the body for 200, otherwise the rejection. */
function settleBody(
  body: unknown,
  quiet = false,
): { ok: true; body: unknown } | { ok: false; error: RequestError } {
  const rawCode = isEnvelope(body) ? body.code : undefined;
  const code = rawCode === undefined || rawCode === null || rawCode === '' ? 200 : Number(rawCode);
  if (code === 200) return { ok: true, body };
  const bodyMsg = isEnvelope(body) && typeof body.msg === 'string' && body.msg ? body.msg : '';
  const msg = errorCode[String(code)] || bodyMsg || errorCode.default;
  if (code === 401) {
    handleUnauthorized(msg);
    return { ok: false, error: new RequestError(401, msg) };
  }
  if (code === 203) return { ok: false, error: new RequestError(203, msg, true) };
  if (quiet) {
    const errors = isEnvelope(body) && Array.isArray(body.errors) ? (body.errors as FieldRefusal[]) : [];
    return { ok: false, error: new RequestError(code, msg, true, errors) };
  }
  if (code === 500) {
    void ui.alert({ type: 'error', title: ALERT_TITLE, content: msg });
  } else if (code === 601) {
    ui.message({ type: 'warning', content: msg, duration: ERROR_DURATION });
  } else {
    ui.notify({ type: 'error', title: msg });
  }
  return { ok: false, error: new RequestError(code, msg) };
}

function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** An error answer may still carry the JSON envelope, also when a blob or buffer was asked for. */
async function readEnvelope(data: unknown): Promise<{ code: unknown; msg?: unknown } | null> {
  let value = data;
  try {
    if (typeof Blob !== 'undefined' && value instanceof Blob) value = JSON.parse(await blobText(value));
    else if (value instanceof ArrayBuffer) value = JSON.parse(new TextDecoder().decode(value));
    else if (typeof value === 'string' && value.trim().startsWith('{')) value = JSON.parse(value);
  } catch {
    return null;
  }
  return isEnvelope(value) && value.code !== undefined && value.code !== null
    ? (value as { code: unknown; msg?: unknown })
    : null;
}

function transportMessage(error: TransportError): string {
  if (error.code === 'ERR_NETWORK') return transportMessages.network;
  if (error.code === 'ECONNABORTED') return transportMessages.timeout;
  if (error.response) return transportMessages.status(error.response.status);
  return error.message || errorCode.default;
}

/** Per-call options; `headers: { isToken: false }` marks a tokenless call. */
export interface RequestConfig extends Omit<TransportConfig, 'headers'> {
  headers?: Record<string, string | boolean>;
  /** The caller shows a refusal itself (a form's field errors): no message for codes other than 401. */
  quiet?: boolean;
}

/** What every call starts from; tests point `baseURL` at their own server. */
export const requestDefaults = {
  baseURL: BASE_URL,
  timeout: REQUEST_TIMEOUT,
  headers: { 'Content-Type': 'application/json;charset=utf-8' } as Record<string, string>,
};

/** The call's headers: the defaults, the caller's, and the bearer token unless the call is tokenless. */
function headersOf(config: RequestConfig): Record<string, string> {
  const { isToken, ...given } = config.headers ?? {};
  const headers: Record<string, string> = { ...requestDefaults.headers };
  for (const [name, value] of Object.entries(given)) headers[name] = String(value);
  const token = getToken();
  if (token && isToken !== false && isToken !== 'false') headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Resolves with the response body (the envelope), or the raw data for blob/arraybuffer calls. */
export async function request<T = AjaxResult>(config: RequestConfig): Promise<T> {
  const binary = config.responseType === 'blob' || config.responseType === 'arraybuffer';
  let answer;
  try {
    answer = await send({
      baseURL: requestDefaults.baseURL,
      timeout: requestDefaults.timeout,
      ...config,
      headers: headersOf(config),
    });
  } catch (error) {
    if (!(error instanceof TransportError) || error.code === 'ERR_CANCELED') throw error;
    const envelope = error.response ? await readEnvelope(error.response.data) : null;
    if (envelope) {
      const result = settleBody(envelope, config.quiet);
      if (!result.ok) throw result.error;
    }
    ui.message({ type: 'error', content: transportMessage(error), duration: ERROR_DURATION });
    throw error;
  }
  if (binary) return answer.data as T;
  const result = settleBody(answer.data, config.quiet);
  if (!result.ok) throw result.error;
  return result.body as T;
}

export const http = {
  get: <T = AjaxResult>(url: string, config?: Omit<RequestConfig, 'url'>) =>
    request<T>({ ...config, method: 'get', url }),
  delete: <T = AjaxResult>(url: string, config?: Omit<RequestConfig, 'url'>) =>
    request<T>({ ...config, method: 'delete', url }),
  post: <T = AjaxResult>(url: string, data?: unknown, config?: Omit<RequestConfig, 'url'>) =>
    request<T>({ ...config, method: 'post', url, data }),
  put: <T = AjaxResult>(url: string, data?: unknown, config?: Omit<RequestConfig, 'url'>) =>
    request<T>({ ...config, method: 'put', url, data }),
};

/** Header value for tokenless calls (SPEC.md §7). */
export const tokenless = { headers: { isToken: false } } satisfies Omit<RequestConfig, 'url'>;
