import type { FastifyContextConfig } from 'fastify';
import type { BusinessTypeCode } from '../plugins/operation-log.js';

// The route `config` staff routes declare: who may call them and what the operation log records.

/** A route the holder of `permission` may call. */
export const access = (permission: string) => ({ access: { permission } }) satisfies FastifyContextConfig;

/** A route the holder of `permission` may call, recorded in the operation log as `title`. */
export const logged = (permission: string, title: string, businessType: BusinessTypeCode) =>
  ({ access: { permission }, operLog: { title, businessType } }) satisfies FastifyContextConfig;
