import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import type { RouteAccess } from '../plugins/auth.js';
import { okData } from './envelope.js';
import { replies } from './schemas.js';

// The plain GET of the public and applicant pages: no parameters, one answer in the envelope.

export interface ReadRoute {
  access: RouteAccess;
  tags: string[];
  summary: string;
  reply: TSchema;
}

/** `GET path` answering `reply` with what `read` finds, for whoever `access` admits. */
export function readRoute(
  app: FastifyInstance,
  path: string,
  { access, tags, summary, reply }: ReadRoute,
  read: (request: FastifyRequest) => Promise<unknown>,
): void {
  app.get(
    path,
    { config: { access }, schema: { tags, summary, response: replies(reply) } },
    async (request) => okData(await read(request)),
  );
}
