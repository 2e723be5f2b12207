import { Type } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { Status } from '../../http/schemas.js';

// What the content resources (article types, articles, links, site settings) share: address
// checks, schema pieces and how exports label coded values.

/** An http(s) address. */
export const isHttpUrl = (value: string) => /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(value);

/**
 * A path on this site (`/evaluate`, `/profile/upload/…`) or an http(s) address; `//host` and
 * `/\host` are refused, browsers take them to another site.
 */
export const isSitePathOrUrl = (value: string) => /^\/(?![/\\])\S*$/.test(value) || isHttpUrl(value);

/** A list filter on a '0' / '1' field; RuoYi's search forms send '' for "all". */
export const FlagFilter = (title: string) =>
  Type.Optional(Type.Union([Status(title), Type.Literal('')], { title }));

/** An integer or null. A Union would let Ajv's type coercion turn null into 0. */
export const NullableInteger = (options: { title: string; minimum: number; maximum: number }) =>
  Type.Unsafe<number | null>({ type: 'integer', nullable: true, ...options });

export const statusText = (value: unknown) => (value === '1' ? '停用' : '正常');
export const yesNoText = (value: unknown) => (value === '1' ? '是' : '否');

/** value → label of a dictionary (bll_type, bll_article_status), as the admin pages show them. */
export async function dictLabels(db: Kysely<Database>, dictType: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('sysDictData')
    .select(['dictValue', 'dictLabel'])
    .where('dictType', '=', dictType)
    .execute();
  return new Map(rows.map((row) => [row.dictValue, row.dictLabel]));
}
