import { type TObject, type TProperties, type TSchema, type TString, Type } from 'typebox';
import { AuditFields, IdParams, OkData, PageQuery, TableOf, Text } from './schemas.js';

// RuoYi's staff resources shape their requests and answers alike: the edit body is the add body
// with the row's id, the export takes the list's filter without paging, and a row is answered as a
// table, a list or one detail. Each resource's schema file builds them here from its own fields.

/** RuoYi's 备注 of a staff form. */
export const Remark = Type.Optional(Text('备注', 500));

/** The add body (`fields`) and the edit body (the row's id `{[id]: Id(title)}`, then the same fields). */
export function writeBodies<K extends string, F extends TProperties>(id: K, title: string, fields: F) {
  return { add: Type.Object(fields), edit: Type.Object({ ...IdParams(id, title).properties, ...fields }) };
}

/**
 * The list filter of a form's text field: optional, with the field's title and limit but no minimum
 * or pattern, since a search takes any part of a value.
 */
export function SearchText(field: TString & { title?: string; maxLength?: number }) {
  if (field.title === undefined || field.maxLength === undefined)
    throw new Error('SearchText needs a Text field');
  return Type.Optional(Text(field.title, field.maxLength));
}

/** A staff list's query (a page of `filter`) and its export's (the whole `filter`, no paging). */
export function filterQueries<F extends TProperties>(filter: F) {
  return { list: Type.Object({ ...PageQuery, ...filter }), export: Type.Object(filter) };
}

/** A row's answers: a RuoYi table of rows, all rows as `data`, one row as `data`. */
export function rowReplies<R extends TSchema>(row: R) {
  return { table: TableOf(row), all: OkData(Type.Array(row)), one: OkData(row) };
}

/** Staff's row of what visitors also see: the public `card`, the columns only staff see, then the audit columns. */
export const staffRow = <C extends TProperties, S extends TProperties>(card: TObject<C>, staffColumns: S) =>
  Type.Object({ ...card.properties, ...staffColumns, ...AuditFields });

/** What an add answers: the new row's id as `data` (`{programId: 3}`). */
export const createdReply = <K extends string>(id: K) =>
  OkData(Type.Object({ [id]: Type.Integer() } as Record<K, ReturnType<typeof Type.Integer>>));
