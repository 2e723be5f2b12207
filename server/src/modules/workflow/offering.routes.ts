import type { FastifyPluginAsyncTypebox, Static, TObject, TSchema } from '@fastify/type-provider-typebox';
import { crudRoutes, type Run, type Sheet } from '../../http/crud-routes.js';

// The staff resource of an offering (see offering.ts): `list`, `export`, `/:id`, POST, PUT and
// `DELETE /:ids`, with RuoYi's summaries (`新增申报通知` …), its schemas found by RuoYi's names.

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/** The schemas of the offering `N` in its schema module: `CallListQuery`, `CallTable`, `CallBody` … */
type OfferingSchemas<N extends string> = Record<
  `${N}${'ListQuery' | 'ExportQuery' | 'Body' | 'UpdateBody' | 'Table' | 'Detail' | 'Created'}`,
  TSchema
>;

/** An offering's service (see `offering`); the schemas check what reaches it. */
interface OfferingService {
  kind: { name: string; applied: string };
  id: { name: string; title: string };
  list: Run<never>;
  export: Run<never>;
  detail: Run<number>;
  create: Run<never>;
  update: Run<never>;
  remove: Run<number[]>;
}

export interface OfferingResource<N extends string> {
  /** Where the routes live (`/declare/call`); the permissions follow from it (`declare:call:list` …). */
  path: string;
  /** The schema module and the offering's name in it (`Call`). */
  schema: OfferingSchemas<N>;
  names: N;
  service: OfferingService;
  /** What the operation log calls the resource, when not the offering's name. */
  title?: string;
  /** An edit that does more than save the row (its summary says what). */
  edit?: { summary: string; run: Run<never> };
}

export function offeringRoutes<N extends string>(
  app: App,
  { path, schema, names, service, title, edit }: OfferingResource<N>,
) {
  const { name, applied } = service.kind;
  const routes = crudRoutes(app, { path, title: title ?? name, name, id: service.id });
  const named = (suffix: string) => (schema as Record<string, TSchema>)[`${names}${suffix}`] as TObject;
  // The schemas validate a route's input before its service sees it.
  const run = <I, R>(answer: Run<never, unknown>) => answer as Run<I, R>;
  routes.list({ query: named('ListQuery'), reply: named('Table'), run: run(service.list) });
  routes.export({
    filter: named('ExportQuery'),
    sheet: name,
    run: run<Static<TObject>, Sheet<unknown>>(service.export),
  });
  routes.detail({ reply: named('Detail'), run: service.detail });
  routes.add({ body: named('Body'), reply: named('Created'), run: run(service.create) });
  routes.edit({ summary: edit?.summary, body: named('UpdateBody'), run: run(edit?.run ?? service.update) });
  routes.remove({ summary: `删除${name}（已有${applied}的不能删除）`, run: service.remove });
}
