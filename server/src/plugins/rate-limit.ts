import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { HttpError } from '../http/envelope.js';

/** Per-IP limit of the account endpoints (login, codes, registration, reset), on top of their own rules. */
export const ACCOUNT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * Per-IP request limits for routes that opt in with `config.rateLimit`. Counters live in Redis when
 * REDIS_URL is set, so every instance behind a load balancer counts together; else in this process.
 */
export default fp(async function requestRateLimit(app: FastifyInstance) {
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    // Counting starts once connected; an unreachable Redis is reported, not fatal (see skipOnError).
    await new Promise<void>((resolve) => {
      redis.once('ready', resolve);
      redis.once('error', (error) => {
        app.log.warn(
          { err: error },
          'REDIS_URL is not reachable: request limits are not counted until it is',
        );
        resolve();
      });
    });
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'xiehui-rate-limit-',
    // When Redis is down, serve rather than lock everybody out; the database-backed limits still hold.
    skipOnError: true,
    errorResponseBuilder: () => new HttpError(429, '请求过于频繁，请稍后再试'),
  });
});
