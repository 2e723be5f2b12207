// RuoYi's response shapes (AjaxResult, TableDataInfo), which the SPA and RuoYi clients read.

export const SUCCESS_MSG = '操作成功';

/** `{code: 200, msg}` plus extra keys at the root (e.g. `/login` answers `token`). */
export function ok<T extends object = object>(
  extra: T = {} as T,
  msg = SUCCESS_MSG,
): { code: number; msg: string } & T {
  return { code: 200, msg, ...extra };
}

/** `{code: 200, msg, data}`; `data` is left out when null, as RuoYi does. */
export function okData<T>(data: T, msg = SUCCESS_MSG): { code: number; msg: string; data: T } {
  return (data === null || data === undefined ? ok({}, msg) : { code: 200, msg, data }) as {
    code: number;
    msg: string;
    data: T;
  };
}

export function table<T>(rows: T[], total: number) {
  return { total, rows, code: 200, msg: '查询成功' };
}

export type FailureCode = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500;

/** A failure the client should see: the HTTP status equals the body code. */
export class HttpError extends Error {
  readonly code: FailureCode;
  /** The form fields the refusal is about, answered as `errors` (see formReplies). */
  readonly fields: readonly { field: string; msg: string }[];

  constructor(code: FailureCode, message: string, fields: readonly { field: string; msg: string }[] = []) {
    // A refusal is an answer, not a fault: its stack is never logged, and capturing one made a
    // 404 cost a fifth of its time.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.code = code;
    this.fields = fields;
  }
}

export const badRequest = (msg: string) => new HttpError(400, msg);
/** A 400 about one form field: the message shows beside it. */
export const fieldRefusal = (field: string, msg: string) => new HttpError(400, msg, [{ field, msg }]);
/** A 400 about several form fields, the first one's message as `msg`. */
export const formRefusal = (fields: readonly { field: string; msg: string }[]) =>
  new HttpError(400, fields[0].msg, fields);
export const notFound = (msg = '访问资源不存在') => new HttpError(404, msg);

/** `row`, or a 404 saying `msg` when there is none. */
export function orNotFound<T>(row: T | undefined, msg: string): T {
  if (!row) throw notFound(msg);
  return row;
}
export const UNAUTHORIZED_MSG = '认证失败，无法访问系统资源';
export const FORBIDDEN_MSG = '没有权限，请联系管理员授权';
