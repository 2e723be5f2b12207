import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { ClientInfo } from '../../http/client-info.js';
import { orNotFound } from '../../http/envelope.js';
import type { ExcelColumn } from '../../http/excel.js';
import { formatTime } from '../../http/time.js';
import { logAnswers } from './log-answers.js';
import * as queries from './operlog.queries.js';
import type { OperLogRow } from './operlog.schema.js';

type Db = Kysely<Database>;

const BUSINESS_NAMES = [
  '其它',
  '新增',
  '修改',
  '删除',
  '授权',
  '导出',
  '导入',
  '强退',
  '生成代码',
  '清空数据',
];

const EXPORT_COLUMNS: ExcelColumn<OperLogRow>[] = [
  { header: '操作序号', key: 'operId' },
  { header: '操作模块', key: 'title', width: 16 },
  { header: '业务类型', key: 'businessType', format: (value) => BUSINESS_NAMES[Number(value)] ?? '其它' },
  { header: '请求方法', key: 'method', width: 30 },
  { header: '请求方式', key: 'requestMethod' },
  { header: '操作人员', key: 'operName' },
  { header: '请求地址', key: 'operUrl', width: 30 },
  { header: '操作地址', key: 'operIp', width: 18 },
  { header: '操作地点', key: 'operLocation' },
  { header: '请求参数', key: 'operParam', width: 40 },
  { header: '返回参数', key: 'jsonResult', width: 40 },
  { header: '状态', key: 'status', format: (value) => (Number(value) === 0 ? '正常' : '异常') },
  { header: '错误消息', key: 'errorMsg', width: 30 },
  { header: '操作时间', key: 'operTime', width: 20 },
  { header: '消耗时间', key: 'costTime', format: (value) => `${value}毫秒` },
];

export const operLogAnswers = logAnswers(queries.operLogRows, EXPORT_COLUMNS, {
  remove: queries.deleteOperLogs,
  removeAll: queries.deleteAllOperLogs,
});

export const operLogDetail = async (db: Db, operId: number) =>
  orNotFound(await queries.findOperLog(db, operId), '操作日志不存在');

// ---- recording ----

/** How much of a request's parameters, result and error the log keeps (RuoYi: 2000 characters). */
export const LOG_TEXT_LIMIT = 2000;
/** Nesting the logged parameters keep; anything deeper is shown as DEEPER. */
const MAX_DEPTH = 20;
const DEEPER = '"[…]"';
const CIRCULAR = '"[Circular]"';
const MASK = '"******"';
const SECRET_KEYS = /pass(word)?|token|secret|code$/i;

/** What JSON.stringify writes for a value that is not an object (null for what it leaves out). */
function scalarJson(value: unknown): string {
  switch (typeof value) {
    case 'string':
      // Escaping only lengthens a string, so its first LIMIT characters give all the log keeps.
      return JSON.stringify(value.length > LOG_TEXT_LIMIT ? value.slice(0, LOG_TEXT_LIMIT) : value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
    case 'bigint':
      return String(value);
    default:
      return 'null';
  }
}

const omitted = (value: unknown) =>
  value === undefined || typeof value === 'function' || typeof value === 'symbol';

/**
 * Request parameters as the log shows them: JSON with passwords, tokens and codes masked, at most
 * LOG_TEXT_LIMIT characters. The walk is bounded in depth and stops once the limit is reached, so a
 * body nested thousands of levels deep, cyclic or huge is summarised instead of overflowing the stack.
 */
export function maskedParams(value: unknown): string {
  let text = '';
  const ancestors = new Set<object>();

  function write(node: unknown, depth: number): void {
    if (text.length >= LOG_TEXT_LIMIT) return;
    const plain =
      node !== null && typeof node === 'object' && typeof (node as { toJSON?: unknown }).toJSON === 'function'
        ? (node as { toJSON: () => unknown }).toJSON()
        : node;
    if (plain === null || typeof plain !== 'object') {
      text += scalarJson(plain);
      return;
    }
    if (ancestors.has(plain)) {
      text += CIRCULAR;
      return;
    }
    if (depth >= MAX_DEPTH) {
      text += DEEPER;
      return;
    }
    ancestors.add(plain);
    if (Array.isArray(plain)) {
      text += '[';
      for (let i = 0; i < plain.length && text.length < LOG_TEXT_LIMIT; i += 1) {
        if (i > 0) text += ',';
        write(plain[i], depth + 1);
      }
      text += ']';
    } else {
      text += '{';
      let first = true;
      for (const [key, item] of Object.entries(plain)) {
        if (text.length >= LOG_TEXT_LIMIT) break;
        const secret = SECRET_KEYS.test(key);
        if (!secret && omitted(item)) continue;
        text += `${first ? '' : ','}${JSON.stringify(key)}:`;
        first = false;
        if (secret) text += MASK;
        else write(item, depth + 1);
      }
      text += '}';
    }
    ancestors.delete(plain);
  }

  write(value ?? {}, 0);
  return text.slice(0, LOG_TEXT_LIMIT);
}

/** The `msg` of a failure's RuoYi answer, or the answer itself when it is not one. */
function errorOf(result: string): string {
  try {
    const msg = (JSON.parse(result) as { msg?: unknown } | null)?.msg;
    return String(msg ?? '').slice(0, LOG_TEXT_LIMIT);
  } catch {
    return result.slice(0, LOG_TEXT_LIMIT);
  }
}

export interface Operation {
  title: string;
  businessType: number;
  /** The route, e.g. `PUT /monitor/job`. */
  method: string;
  requestMethod: string;
  operName: string;
  operUrl: string;
  client: ClientInfo;
  /** The request's parameters (path, query and body), as they came. */
  params: unknown;
  /** The answer's text, if it was text. */
  result: string | undefined;
  failed: boolean;
  costTime: number;
}

/** Writes one row of the operation log. */
export async function recordOperation(db: Db, operation: Operation): Promise<void> {
  const { client, failed } = operation;
  const result = operation.result ?? '';
  await queries.insertOperLog(db, {
    title: operation.title.slice(0, 50),
    businessType: operation.businessType,
    method: operation.method.slice(0, 200),
    requestMethod: operation.requestMethod,
    operatorType: 1,
    operName: operation.operName,
    operUrl: operation.operUrl.slice(0, 255),
    operIp: client.ipaddr,
    operLocation: client.loginLocation,
    operParam: maskedParams(operation.params),
    jsonResult: failed ? '' : result.slice(0, LOG_TEXT_LIMIT),
    status: failed ? 1 : 0,
    errorMsg: failed ? errorOf(result) : '',
    operTime: formatTime(),
    costTime: operation.costTime,
  });
}
