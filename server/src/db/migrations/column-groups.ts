// Sets of columns that several tables share, added in this order. Part of the frozen migrations:
// change no group's columns (every migration that already ran uses it).
import type { CreateTableBuilder } from 'kysely';
import { defaultEmpty } from './schema-helpers.js';

/** The time a record was made and last changed, closing a business table's columns. */
export function withRecordTimes<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('create_time', 'varchar(19)', (c) => c.notNull())
    .addColumn('update_time', 'varchar(19)');
}

/** Where a login came from: address, place and the browser's own account of itself. */
export function withClientColumns<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('ipaddr', 'varchar(128)', defaultEmpty)
    .addColumn('login_location', 'varchar(255)', defaultEmpty)
    .addColumn('browser', 'varchar(50)', defaultEmpty)
    .addColumn('os', 'varchar(50)', defaultEmpty);
}

/** A stored upload: its unique name on disk, the name it was sent under, its type and size. */
export function withFileColumns<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('original_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('file_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull());
}

/** Who applies, as the form asks it: name, employer and position. */
export function withApplicantColumns<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('real_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('employer', 'varchar(100)', defaultEmpty)
    .addColumn('position', 'varchar(50)', defaultEmpty);
}

/** A published text's title and content in both languages: only the Chinese title is required. */
export function withTitleAndContent<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_es', 'varchar(200)', defaultEmpty)
    .addColumn('content', 'text', defaultEmpty)
    .addColumn('content_es', 'text', defaultEmpty);
}
