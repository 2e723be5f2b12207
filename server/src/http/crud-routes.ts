import type { FastifyPluginAsyncTypebox, Static, TObject, TSchema } from '@fastify/type-provider-typebox';
import type { FastifyContextConfig, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { type CurrentUser, requireUser } from '../plugins/auth.js';
import { BusinessType, type BusinessTypeCode } from '../plugins/operation-log.js';
import { ok, okData } from './envelope.js';
import { type ExcelColumn, sendExcel } from './excel.js';
import { acceptFormBodies, exportRoute } from './export-route.js';
import { access, logged } from './route-config.js';
import { IdListParams, IdParams, Ok, parseIds, replies } from './schemas.js';

// RuoYi's staff resources all declare the same routes: `list`, `export`, `/:id`, POST, PUT,
// `DELETE /:ids` and a few more, each guarded by the permission `<prefix>:<action>`, the writes
// recorded in the operation log. A resource names its path, permission prefix and log title once;
// each route then gives its schemas and the service that answers it. The standard routes' RuoYi
// summaries (`新增X`, `X详情`…) follow from the resource's name; a route whose summary says more gives it.

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/** The service behind a route: the database, the request's validated input, and who sends it. */
export type Run<Input, Result = unknown> = (
  db: Kysely<Database>,
  input: Input,
  current: CurrentUser,
) => Promise<Result>;

/** What an export sends: the sheet's columns and its rows. */
export interface Sheet<Row> {
  columns: ExcelColumn<Row>[];
  rows: Row[];
}

export interface Resource {
  /** Where the routes live, e.g. `/system/config`; the Swagger tag is this path without its `/`. */
  path: string;
  /**
   * RuoYi's permission prefix: the list asks for `<prefix>:list`. The path's unless given
   * (`/system/config` → `system:config`).
   */
  permission?: string;
  /** What the operation log calls the resource. */
  title: string;
  /** What the standard summaries call a row (`新增角色`, `角色详情`): the title unless given. */
  name?: string;
  /** The row id in paths: `/:<name>` for one row, `/:<name>s` (comma-separated) for several. */
  id?: { name: string; title: string };
}

interface Route {
  summary: string;
  bodyLimit?: number;
}

/** A standard route: its summary follows from the resource's name unless given. */
type StandardRoute = Partial<Route>;

/** A route beyond the standard ones; its input is its `body`, `query` or `params` (one of them). */
interface ExtraRoute<S extends TObject> extends Route {
  /** An action of the resource (`query` → `<prefix>:query`) or a whole permission (`a:b:c`). */
  can: string;
  body?: S;
  query?: S;
  params?: S;
}

/** Where a route's input comes from, with the schema that validates it. */
interface Source<I> {
  schema: FastifySchema;
  read: (request: FastifyRequest) => I;
}

function sourceOf<S extends TObject>({
  body,
  query,
  params,
}: Pick<ExtraRoute<S>, 'body' | 'query' | 'params'>): Source<Static<S>> {
  if (body) return { schema: { body }, read: (request) => request.body as Static<S> };
  if (query) return { schema: { querystring: query }, read: (request) => request.query as Static<S> };
  if (params) return { schema: { params }, read: (request) => request.params as Static<S> };
  return { schema: {}, read: () => undefined as Static<S> };
}

/** What a 200 answers: the service's RuoYi table as is, its result as `data`, or `{code, msg}`. */
type Answer = { table: TSchema } | { data: TSchema } | undefined;

function answer(kind: Answer, result: unknown) {
  if (!kind) return ok();
  return 'table' in kind ? result : okData(result);
}

/** The routes of one staff resource, declared one call each. */
export function crudRoutes(app: App, resource: Resource) {
  const { path, title, name = title } = resource;
  const tags = [path.slice(1)];
  const prefix = resource.permission ?? path.slice(1).replaceAll('/', ':');
  const permission = (action: string) => (action.includes(':') ? action : `${prefix}:${action}`);
  const can = (action: string) => access(permission(action));
  const logs = (action: string, type: BusinessTypeCode, as = title) => logged(permission(action), as, type);

  /** The id path parameter: one id (`/:configId`) or a comma-separated list (`/:configIds`). */
  function idParam<Many extends boolean>(many: Many) {
    if (!resource.id) throw new Error(`${path} declares no id`);
    const key = many ? `${resource.id.name}s` : resource.id.name;
    const params = many ? IdListParams(key, resource.id.title) : IdParams(key, resource.id.title);
    const value = (request: FastifyRequest) => (request.params as Record<string, unknown>)[key];
    const source: Source<Many extends true ? number[] : number> = {
      schema: { params },
      read: (request) => (many ? parseIds(value(request) as string) : value(request)) as never,
    };
    return { url: `/:${key}`, source };
  }

  /** One route. Fastify sees its schema untyped: `source` and `route.run` type its input and answer. */
  function declare<I>(
    route: Route & { run: Run<I> },
    [method, url]: [HTTPMethods, string],
    config: FastifyContextConfig,
    source: Source<I>,
    reply?: Answer,
  ) {
    const response = replies(reply ? ('table' in reply ? reply.table : reply.data) : Ok);
    app.route({
      method,
      url: `${path}${url}`,
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      config,
      schema: { tags, summary: route.summary, ...source.schema, response },
      handler: async (request) =>
        answer(reply, await route.run(app.db, source.read(request), requireUser(request))),
    });
  }

  // RuoYi's summaries of the standard routes, for a route that gives none.
  const standard = {
    list: `${name}列表（分页）`,
    export: `导出${name}`,
    detail: `${name}详情`,
    add: `新增${name}`,
    edit: `修改${name}`,
    remove: `删除${name}`,
    changeStatus: `修改${name}状态`,
  };
  const summarised = <R extends StandardRoute>(route: R, summary: string) => ({
    ...route,
    summary: route.summary ?? summary,
  });

  const routes = {
    /** GET `<path>/list` (or `<path><url>`): the RuoYi table the service gives. */
    list<Q extends TObject, R extends TSchema>(
      route: StandardRoute & { url?: string; query: Q; reply: R; run: Run<Static<Q>, Static<R>> },
    ) {
      const url = route.url ?? '/list';
      declare(summarised(route, standard.list), ['GET', url], can('list'), sourceOf(route), {
        table: route.reply,
      });
    },

    /**
     * GET and POST (form) `<path>/export`: the filtered rows as an .xlsx whose sheet is named `sheet`,
     * the resource's title unless given.
     */
    export<F extends TObject, Row>(
      route: StandardRoute & {
        formSummary?: string;
        filter: F;
        sheet?: string;
        run: Run<Static<F>, Sheet<Row>>;
      },
    ) {
      acceptFormBodies(app);
      exportRoute(app, {
        url: `${path}/export`,
        config: logs('export', BusinessType.EXPORT),
        tags,
        summary: route.summary ?? standard.export,
        ...(route.formSummary ? { formSummary: route.formSummary } : {}),
        filter: route.filter,
        send: async (filter, reply) => {
          const { columns, rows } = await route.run(app.db, filter, requireUser(reply.request));
          return sendExcel(reply, route.sheet ?? title, columns, rows);
        },
      });
    },

    /** GET `<path>/:<id>`: one row as `data`. */
    detail(route: StandardRoute & { reply: TSchema; run: Run<number> }) {
      const id = idParam(false);
      declare(summarised(route, standard.detail), ['GET', id.url], can('query'), id.source, {
        data: route.reply,
      });
    },

    /** POST `<path>`: adds a row; with `reply`, the service's result (e.g. the new id) is `data`. */
    add<B extends TObject>(route: StandardRoute & { body: B; reply?: TSchema; run: Run<Static<B>> }) {
      const source = sourceOf(route);
      declare(
        summarised(route, standard.add),
        ['POST', ''],
        logs('add', BusinessType.INSERT),
        source,
        route.reply && { data: route.reply },
      );
    },

    /** PUT `<path>`: changes a row (its id is in the body). */
    edit<B extends TObject>(route: StandardRoute & { body: B; run: Run<Static<B>> }) {
      const source = sourceOf(route);
      declare(summarised(route, standard.edit), ['PUT', ''], logs('edit', BusinessType.UPDATE), source);
    },

    /** DELETE `<path>/:<id>s`: deletes the rows of a comma-separated id list. */
    remove(route: StandardRoute & { run: Run<number[]> }) {
      const ids = idParam(true);
      const config = logs('remove', BusinessType.DELETE);
      declare(summarised(route, standard.remove), ['DELETE', ids.url], config, ids.source);
    },

    /** DELETE `<path>/:<id>`: deletes one row. */
    removeOne(route: StandardRoute & { run: Run<number> }) {
      const id = idParam(false);
      const config = logs('remove', BusinessType.DELETE);
      declare(summarised(route, standard.remove), ['DELETE', id.url], config, id.source);
    },

    /** GET `<path><url>`: what the service gives, as `data`. */
    read<S extends TObject>(url: string, route: ExtraRoute<S> & { reply: TSchema; run: Run<Static<S>> }) {
      declare(route, ['GET', url], can(route.can), sourceOf(route), { data: route.reply });
    },

    /** Another write at `<path><url>`, logged as `log` (under `title` when given); `reply` as for add. */
    action<S extends TObject>(
      method: HTTPMethods,
      url: string,
      route: ExtraRoute<S> & { log: BusinessTypeCode; title?: string; reply?: TSchema; run: Run<Static<S>> },
    ) {
      const config = logs(route.can, route.log, route.title);
      declare(route, [method, url], config, sourceOf(route), route.reply && { data: route.reply });
    },

    /** PUT `<path>/audit`: staff's decision on a record of a review queue, by `<prefix>:audit`. */
    audit<B extends TObject>(route: Route & { title?: string; body: B; run: Run<Static<B>> }) {
      routes.action('PUT', '/audit', { ...route, can: 'audit', log: BusinessType.UPDATE });
    },

    /** PUT `<path>/changeStatus`: enables or disables a row; `<prefix>:edit` unless `can` says otherwise. */
    changeStatus<B extends TObject>(route: StandardRoute & { can?: string; body: B; run: Run<Static<B>> }) {
      const statusRoute = summarised(route, standard.changeStatus);
      routes.action('PUT', '/changeStatus', { can: 'edit', ...statusRoute, log: BusinessType.UPDATE });
    },

    /** DELETE `<path>/clean`: empties a log. */
    clean(route: Route & { run: Run<unknown> }) {
      routes.action('DELETE', '/clean', { ...route, can: 'remove', log: BusinessType.CLEAN });
    },

    /** DELETE `<path>/refreshCache`: RuoYi clears its cache; nothing here is cached, so it only answers. */
    refreshCache(route: Route) {
      routes.action('DELETE', '/refreshCache', {
        ...route,
        can: 'remove',
        log: BusinessType.CLEAN,
        run: noop,
      });
    },
  };
  return routes;
}

const noop = async () => {};
