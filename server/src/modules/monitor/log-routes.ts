import type { Static, TObject, TSchema } from '@fastify/type-provider-typebox';
import type { crudRoutes, Run, Sheet } from '../../http/crud-routes.js';

// The staff routes of a log (login, operation, job-run) differ only in what the log is called.

export interface LogRoutes<Q extends TObject, F extends TObject, T extends TSchema, Row> {
  /** What the log is called (操作日志): each summary names it, and it names the export's sheet. */
  noun: string;
  query: Q;
  filter: F;
  table: T;
  /** The log's service (see logAnswers). */
  answers: {
    list: Run<Static<Q>, Static<T>>;
    export: Run<Static<F>, Sheet<Row>>;
    remove: Run<number[]>;
    clean: Run<unknown>;
  };
  /** One entry, for a log that answers one. */
  detail?: { reply: TSchema; run: Run<number> };
}

/** A log's list (newest first), export, clean, detail (when it has one) and delete. */
export function logRoutes<Q extends TObject, F extends TObject, T extends TSchema, Row>(
  routes: ReturnType<typeof crudRoutes>,
  { noun, query, filter, table, answers, detail }: LogRoutes<Q, F, T, Row>,
) {
  routes.list({ summary: `${noun}（分页，新的在前）`, query, reply: table, run: answers.list });
  routes.export({ summary: `导出${noun}`, filter, sheet: noun, run: answers.export });
  routes.clean({ summary: `清空${noun}`, run: answers.clean });
  if (detail) routes.detail({ summary: `${noun}详情`, ...detail });
  routes.remove({ summary: `删除${noun}`, run: answers.remove });
}
