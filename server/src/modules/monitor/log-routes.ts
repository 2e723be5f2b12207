import type { FastifyPluginAsyncTypebox, Static, TObject, TSchema } from '@fastify/type-provider-typebox';
import { crudRoutes, type Resource, type Run, type Sheet } from '../../http/crud-routes.js';

// The staff routes of a log (login, operation, job-run) differ only in what the log is called.

export interface LogRoutes<Q extends TObject, F extends TObject, T extends TSchema, Row> {
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

/**
 * A log's list (newest first), export, clean, detail (when it has one) and delete. The resource's
 * name (its title unless given) is what each summary and the export's sheet call the log.
 */
export function logRoutes<Q extends TObject, F extends TObject, T extends TSchema, Row>(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  resource: Resource,
  { query, filter, table, answers, detail }: LogRoutes<Q, F, T, Row>,
) {
  const routes = crudRoutes(app, resource);
  const noun = resource.name ?? resource.title;
  routes.list({ summary: `${noun}（分页，新的在前）`, query, reply: table, run: answers.list });
  routes.export({ filter, sheet: noun, run: answers.export });
  routes.clean({ summary: `清空${noun}`, run: answers.clean });
  if (detail) routes.detail(detail);
  routes.remove({ run: answers.remove });
}
