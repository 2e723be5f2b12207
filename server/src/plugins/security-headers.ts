import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers on every answer (pages, API, files). The CSP fits what we serve: the SPA's own
 * scripts only; inline styles, which antd and Swagger UI set as attributes; images from data:/blob:
 * URLs (previews, the captcha); https frames for RuoYi's InnerLink menus; nobody may frame us.
 * Uploaded files keep their stricter sandboxing CSP, set on their own answers.
 */
const setSecurityHeaders = helmet({
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

// helmet's own middleware, built once: @fastify/helmet rebuilt it (and re-parsed the CSP) on every
// request, a fifth of what an empty route cost.
export default fp(async function securityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
