import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { secondsFromNow } from '../../http/time.js';
import { removeExpiredSessions } from '../auth/session.service.js';
import { removeExpiredCodes } from '../auth/sms-code.service.js';
import { expireLapsed, type Notify, remindRenewals } from '../member/renewal.service.js';
import { deleteJobLogsBefore } from './job.queries.js';
import { deleteLoginLogsBefore } from './login-log.queries.js';
import { deleteOperLogsBefore } from './operlog.queries.js';

// Scheduled jobs run only these named handlers (DESIGN.md §5): a job's invokeTarget is a handler
// name, optionally with one integer argument — `log.cleanOld(90)`. The text is matched by a regex
// and looked up in this registry; it is never evaluated, imported or turned into a call.

export interface JobContext {
  db: Kysely<Database>;
  /** Sends an SMS notice and records it in the SMS log. */
  notify: Notify;
}

export interface JobHandler {
  description: string;
  /** Whether the handler takes the integer argument, and its value when none is written. */
  argument?: { default: number; min: number; max: number };
  /** Does the work and says what it did (kept in the job log). */
  run(context: JobContext, argument: number | undefined): Promise<string>;
}

export const jobHandlers: Readonly<Record<string, JobHandler>> = {
  'session.cleanExpired': {
    description: '删除已过期的登录会话',
    async run({ db }) {
      return `删除过期会话${await removeExpiredSessions(db)}条`;
    },
  },
  'sms.cleanExpired': {
    description: '删除已过期的短信验证码和图形验证码',
    async run({ db }) {
      const { smsCodes, captchas } = await removeExpiredCodes(db);
      return `删除过期短信验证码${smsCodes}条，图形验证码${captchas}条`;
    },
  },
  'log.cleanOld': {
    description: '删除N天前的登录日志、操作日志和调度日志（默认90天）',
    argument: { default: 90, min: 1, max: 36500 },
    async run({ db }, days = 90) {
      const before = secondsFromNow(-days * 24 * 60 * 60);
      return db.transaction().execute(async (trx) => {
        const logins = await deleteLoginLogsBefore(trx, before);
        const opers = await deleteOperLogsBefore(trx, before);
        const jobs = await deleteJobLogsBefore(trx, before);
        return `删除${days}天前的登录日志${logins}条，操作日志${opers}条，调度日志${jobs}条`;
      });
    },
  },
  'member.remindRenewal': {
    description: '会籍到期前30天和7天各发一次续费提醒短信',
    async run({ db, notify }) {
      return `发送续费提醒${await remindRenewals(db, notify)}条`;
    },
  },
  'member.expireLapsed': {
    description: '到期且超过宽限天数（member.graceDays）的会籍置为已失效并短信通知',
    async run({ db, notify }) {
      return `会籍失效${await expireLapsed(db, notify)}个`;
    },
  },
};

const TARGET = /^([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*)(?:\((\d{1,9})\))?$/;

export interface ResolvedTarget {
  name: string;
  handler: JobHandler;
  argument: number | undefined;
}

/** The registered handler an invokeTarget names, or null when it is not on the allowlist. */
export function resolveInvokeTarget(target: string): ResolvedTarget | null {
  const match = TARGET.exec(target.trim());
  if (!match) return null;
  const [, name, rawArgument] = match;
  if (!Object.prototype.hasOwnProperty.call(jobHandlers, name)) return null;
  const handler = jobHandlers[name];
  if (rawArgument === undefined) return { name, handler, argument: handler.argument?.default };
  const argument = Number(rawArgument);
  const range = handler.argument;
  if (!range || argument < range.min || argument > range.max) return null;
  return { name, handler, argument };
}
