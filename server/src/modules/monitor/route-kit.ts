import { type TString, Type } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../http/envelope.js';

// Small pieces the system (config, dict) and monitor routes share.

/** RuoYi status: '0' normal / running, '1' disabled / paused. */
export const StatusField = (title = '状态') => Type.Union([Type.Literal('0'), Type.Literal('1')], { title });

/** RuoYi's 'Y' / 'N' flags (configType, isDefault). */
export const YesNoField = (title: string) => Type.Union([Type.Literal('Y'), Type.Literal('N')], { title });

/** `1,2,3` in a path: RuoYi deletes several rows by a comma-separated id list. */
export const IdList = (title: string): TString =>
  Type.String({ title, pattern: '^\\d{1,18}(,\\d{1,18}){0,499}$' });

export function parseIds(text: string): number[] {
  const ids = [...new Set(text.split(',').map(Number))];
  if (ids.some((id) => !Number.isSafeInteger(id))) throw badRequest('编号不正确');
  return ids;
}

/** How many rows an export reads at most. */
export const EXPORT_LIMIT = 10_000;

/**
 * RuoYi-Vue's `download()` posts export filters as application/x-www-form-urlencoded; this lets the
 * routes of the calling plugin (and only those) read such bodies.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  const type = 'application/x-www-form-urlencoded';
  if (app.hasContentTypeParser(type)) return;
  app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
