import type { FastifyPluginAsyncTypebox, Static, TObject, TSchema } from '@fastify/type-provider-typebox';
import { okData } from '../../http/envelope.js';
import { formReplies } from '../../http/schemas.js';
import { type CurrentUser, requireUser } from '../../plugins/auth.js';

// How a logged-in person sends a form of the workflow (an application, a declaration, a payment):
// a POST whose answer is the service's result as `data`, or the form's refusal naming each field.

type App = Parameters<FastifyPluginAsyncTypebox>[0];

export interface FormRoute<Body extends TObject> {
  tags: string[];
  summary: string;
  body: Body;
  reply: TSchema;
}

/** `POST url` of `body` by its sender; `send` answers what the reply's `data` holds. */
export function formRoute<Body extends TObject>(
  app: App,
  url: string,
  { tags, summary, body, reply }: FormRoute<Body>,
  send: (user: CurrentUser, form: Static<Body>) => Promise<unknown>,
): void {
  app.post(
    url,
    { config: { access: 'user' }, schema: { tags, summary, body, response: formReplies(reply) } },
    async (request) => okData(await send(requireUser(request), request.body as Static<Body>)),
  );
}
