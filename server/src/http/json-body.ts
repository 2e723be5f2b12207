import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, HttpError } from './envelope.js';

// JSON bodies are parsed by Fastify's own parser (secure-json-parse: no __proto__ or constructor
// keys) after a linear scan refuses nesting deeper than any of our forms, so no later step that
// walks the body (validation, the operation log) meets a structure deep enough to exhaust the stack.
// A compressed body is refused, not inflated (app.ts): no client of ours sends one.

export const MAX_JSON_DEPTH = 32;
export const COMPRESSED_BODY_MSG = '请求内容不能压缩';

/** The deepest nesting of objects and arrays in `text`, ignoring brackets inside strings. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return deepest;
}

export default fp(async function jsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const encoding = request.headers['content-encoding'];
    if (encoding && encoding !== 'identity') {
      done(new HttpError(415, COMPRESSED_BODY_MSG), undefined);
      return;
    }
    const text = String(body);
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      done(badRequest(`请求数据嵌套层级不能超过${MAX_JSON_DEPTH}层`), undefined);
      return;
    }
    parse(request, text, done);
  });
});
