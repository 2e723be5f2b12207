import type { FastifyPluginAsyncTypebox, Static, TObject } from '@fastify/type-provider-typebox';
import type { FastifyContextConfig, FastifyInstance, FastifyReply } from 'fastify';

// A staff list and its .xlsx export read the same filtered, ordered rows; RuoYi clients ask for
// the export by GET (query string) and by POST (form body), so both are declared from one definition.

/**
 * RuoYi-Vue's `download()` posts export filters as application/x-www-form-urlencoded; this lets the
 * routes of the calling plugin (and only those) read such bodies.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  const type = 'application/x-www-form-urlencoded';
  if (app.hasContentTypeParser(type)) return;
  app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

type TypeboxApp = Parameters<FastifyPluginAsyncTypebox>[0];

export interface ExportRoute<Filter extends TObject> {
  url: string;
  config: FastifyContextConfig;
  tags: string[];
  summary: string;
  /** The POST route's summary; `<summary>（表单提交）` unless given. */
  formSummary?: string;
  /** The filters, read from the query string (GET) or the form body (POST). */
  filter: Filter;
  send: (filter: Static<Filter>, reply: FastifyReply) => Promise<FastifyReply>;
}

/** Declares `GET url` and `POST url` (form body) for one export; the plugin must acceptFormBodies. */
export function exportRoute<Filter extends TObject>(app: TypeboxApp, route: ExportRoute<Filter>): void {
  const { url, config, tags, summary, filter, send } = route;
  app.get(url, { config, schema: { tags, summary, querystring: filter } }, async (request, reply) =>
    send(request.query as Static<Filter>, reply),
  );
  app.post(
    url,
    { config, schema: { tags, summary: route.formSummary ?? `${summary}（表单提交）`, body: filter } },
    async (request, reply) => send(request.body as Static<Filter>, reply),
  );
}
