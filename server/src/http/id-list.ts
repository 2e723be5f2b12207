import { type TString, Type } from '@fastify/type-provider-typebox';
import { badRequest } from './envelope.js';

// RuoYi deletes several rows by a comma-separated id list in the path: `DELETE /x/1,2,3`.

/** `1,2,3` in a path (ids of up to 18 digits, at most 500 of them). */
export const IdList = (title: string): TString =>
  Type.String({ title, pattern: '^\\d{1,18}(,\\d{1,18}){0,499}$' });

/** The distinct ids of such a list; 400 '编号不正确' when one is not a safe integer. */
export function parseIds(text: string): number[] {
  const ids = [...new Set(text.split(',').map(Number))];
  if (ids.some((id) => !Number.isSafeInteger(id))) throw badRequest('编号不正确');
  return ids;
}
