import type { Static, TObject } from '@fastify/type-provider-typebox';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import type { ReadCache } from '../db/read-cache.js';
import type { RouteAccess } from '../plugins/auth.js';
import { okData } from './envelope.js';
import { replies } from './schemas.js';

// The plain GET of the public and applicant pages: at most a query string or path parameters, one
// answer in the envelope.

export interface ReadRoute<Query extends TObject, Params extends TObject> {
  access: RouteAccess;
  /** Per-IP limit for a read whose keys must not be walked (certificate and member numbers). */
  rateLimit?: FastifyContextConfig['rateLimit'];
  tags: string[];
  summary: string;
  query?: Query;
  params?: Params;
  reply: TSchema;
  /**
   * Keeps the answer, serialised, in `store` under `key(request)`: a read the same for everyone,
   * whose module clears the store on its writes. A hit costs no query and no serialising.
   */
  cache?: { store: ReadCache; key: (request: ReadRequest<Query, Params>) => string };
}

/** The request as `query` and `params` validated it. */
export type ReadRequest<Query extends TObject, Params extends TObject> = FastifyRequest<{
  Querystring: Static<Query>;
  Params: Static<Params>;
}>;

/** `GET path` answering `reply` with what `read` finds, for whoever `access` admits. */
export function readRoute<Query extends TObject = TObject, Params extends TObject = TObject>(
  app: FastifyInstance,
  path: string,
  { access, rateLimit, tags, summary, query, params, reply, cache }: ReadRoute<Query, Params>,
  read: (request: ReadRequest<Query, Params>) => Promise<unknown>,
): void {
  app.get(
    path,
    {
      config: { access, ...(rateLimit ? { rateLimit } : {}) },
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
      if (!cache) return okData(await read(readRequest));
      const json = await cache.store.get(`reply:${path}:${cache.key(readRequest)}`, async () =>
        // The route's own reply serializer writes a string.
        Buffer.from(answer.serialize(okData(await read(readRequest))) as string),
      );
      return answer.type('application/json; charset=utf-8').send(json);
    },
  );
}
