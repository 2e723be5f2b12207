import type { Static, TObject } from '@fastify/type-provider-typebox';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import type { TSchema } from 'typebox';
import type { ReadCache } from '../db/read-cache.js';
import type { RouteAccess } from '../plugins/auth.js';
import { okData } from './envelope.js';
import { PackedAnswer } from './packed-answer.js';
import { replies } from './schemas.js';

// The plain GET of the public and applicant pages: at most a query string or path parameters, one
// answer in the envelope (or a RuoYi table).

export interface ReadRoute<Query extends TObject, Params extends TObject> {
  access: RouteAccess;
  /** Per-IP limit for a read whose keys must not be walked (certificate and member numbers). */
  rateLimit?: FastifyContextConfig['rateLimit'];
  tags: string[];
  summary: string;
  query?: Query;
  params?: Params;
  reply: TSchema;
  /** `run` gives the whole answer, a RuoYi table (`table()`), rather than the `data` of one. */
  table?: boolean;
  /**
   * With `cacheKey`, keeps the answer, serialised, in `cache` under `cacheKey(request)`: a read the
   * same for everyone, whose module clears the store on its writes. A hit costs no query, no
   * serialising and no compressing.
   */
  cache?: ReadCache;
  cacheKey?: (request: ReadRequest<Query, Params>) => string;
  /**
   * What the answer's `data` is (the table, with `table`). A read that keeps its answers itself
   * (one that must run on every request) gives `pack(data)`, kept where it chooses.
   */
  run: (request: ReadRequest<Query, Params>, pack: (data: unknown) => PackedAnswer) => Promise<unknown>;
}

/** The request as `query` and `params` validated it. */
export type ReadRequest<Query extends TObject, Params extends TObject> = FastifyRequest<{
  Querystring: Static<Query>;
  Params: Static<Params>;
}>;

/** `GET path` answering `reply` with what `run` finds, for whoever `access` admits. */
export function readRoute<Query extends TObject = TObject, Params extends TObject = TObject>(
  app: FastifyInstance,
  path: string,
  {
    access,
    rateLimit,
    tags,
    summary,
    query,
    params,
    reply,
    table,
    cache,
    cacheKey,
    run,
  }: ReadRoute<Query, Params>,
): void {
  if (cacheKey && !cache) throw new Error(`${path} has a cache key but no cache`);
  app.get(
    path,
    {
      config: { access, ...(rateLimit ? { rateLimit } : {}) },
      // A cached answer is compressed once, when kept: the compressing hooks would only cost.
      ...(cache ? { compress: false as const } : {}),
      schema: {
        tags,
        summary,
        ...(query ? { querystring: query } : {}),
        ...(params ? { params } : {}),
        response: replies(reply),
      },
    },
    async (request, answer) => {
      const readRequest = request as ReadRequest<Query, Params>;
      const whole = (data: unknown) => (table ? data : okData(data));
      // The route's own reply serializer writes a string.
      const pack = (data: unknown) => new PackedAnswer(Buffer.from(answer.serialize(whole(data)) as string));
      const result =
        cache && cacheKey
          ? await cache.get(`reply:${path}:${cacheKey(readRequest)}`, async () =>
              pack(await run(readRequest, pack)),
            )
          : await run(readRequest, pack);
      if (!(result instanceof PackedAnswer)) return whole(result);
      const { body, encoding } = result.bytesFor(request.headers['accept-encoding']);
      answer.type('application/json; charset=utf-8');
      if (result.varies) answer.header('vary', 'accept-encoding');
      if (encoding) answer.header('content-encoding', encoding);
      return answer.send(body);
    },
  );
}

/** What the reads of one module share: their Swagger tags and, when most agree, access and cache. */
interface SharedRead {
  tags: string[];
  access?: RouteAccess;
  cache?: ReadCache;
}

/** The reads of one module, declared one call each after what they share is given once. */
export function readRoutes(app: FastifyInstance, shared: SharedRead) {
  return <Query extends TObject = TObject, Params extends TObject = TObject>(
    path: string,
    route: Omit<ReadRoute<Query, Params>, keyof SharedRead> &
      Partial<Pick<ReadRoute<Query, Params>, 'access'>>,
  ) => {
    const access = route.access ?? shared.access;
    if (!access) throw new Error(`${path} does not say who may read it`);
    readRoute(app, path, { ...shared, ...route, access });
  };
}

const WRITES = new Set(['POST', 'PUT', 'DELETE']);

/**
 * Clears `cache` when a write route of `app` (the module whose data it holds) succeeds, before the
 * answer leaves, so the writer's next read already sees the change. Only write routes carry the
 * hook, so reads pay nothing for it.
 */
export function clearOnWrites(app: FastifyInstance, cache: ReadCache): void {
  const clearOnSuccess: onSendHookHandler = (_request, reply, payload, done) => {
    if (reply.statusCode < 400) cache.clear();
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().some((method) => WRITES.has(method)))
      route.onSend = [...[route.onSend ?? []].flat(), clearOnSuccess];
  });
}
