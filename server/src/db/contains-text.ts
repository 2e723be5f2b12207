import { type Expression, type SqlBool, sql } from 'kysely';

/**
 * Case-insensitive "column contains text" that behaves the same on SQLite and PostgreSQL
 * (PostgreSQL's LIKE is case-sensitive, SQLite's is not); % and _ typed by a user match literally.
 */
export function containsText(column: string, text: string): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/** Any of the columns contains the text (a search box over several fields). */
export const containsTextInAny = (columns: string[], text: string): Expression<SqlBool> =>
  sql<SqlBool>`(${sql.join(
    columns.map((column) => containsText(column, text)),
    sql` or `,
  )})`;
