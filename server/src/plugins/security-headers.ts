import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers on every page (the SPA, article pages, Swagger UI) and every answer outside the
 * API. The CSP fits what we serve: the SPA's own scripts only; inline styles, which antd and
 * Swagger UI set as attributes; images from data:/blob: URLs (previews, the captcha); https frames
 * for RuoYi's InnerLink menus; nobody may frame us. Uploaded files keep their stricter sandboxing
 * CSP, set on their own answers.
 */
const setPageHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'", 'https:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Cross-origin isolation would break images and links of other sites that articles embed.
  crossOriginEmbedderPolicy: false,
  // HSTS belongs to the TLS-terminating proxy; a plain-HTTP local start must stay reachable.
  strictTransportSecurity: false,
});

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers data (JSON, files), never a page: it carries `DATA_HEADERS`. */
    answersData?: boolean;
  }
}

/**
 * What a data answer needs (after OWASP's REST security headers): nothing may run it as a page or
 * frame it (CSP's frame-ancestors, which every current browser honours in place of
 * X-Frame-Options), no browser may sniff it as a script, and other sites may not load it. The page
 * headers (script sources, referrer, opener, XSS filter) govern documents only. Every byte of an
 * answer costs the server and the client: on a JSON answer with no query the page headers' 900
 * bytes took a third of the throughput.
 */
const DATA_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

/** Gives a data answer its headers (also those no route gives: the not-found handler's). */
export const setDataHeaders = (reply: FastifyReply) => reply.headers(DATA_HEADERS);

/** Marks every route registered in `scope` (and its children) as answering data. */
export function answersData(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, answersData: true };
  });
}

// helmet's own middleware, built once: @fastify/helmet rebuilt it (and re-parsed the CSP) on every
// request, a fifth of what an empty route cost. Each route carries the hook itself, reading its own
// options: a hook on every request read them through Fastify's `request.routeOptions`, which builds
// a new object each time. `answersData` marks a route after this hook is added (its scope's onRoute
// hook runs later), so the hook reads it when the request comes.
export default fp(async function securityHeaders(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const setHeaders: onRequestHookHandler = (request, reply, done) => {
      if (route.config?.answersData) {
        setDataHeaders(reply);
        done();
      } else {
        setPageHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
      }
    };
    route.onRequest = [setHeaders, ...[route.onRequest ?? []].flat()];
  });
});
