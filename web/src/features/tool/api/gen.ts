import type { DictTypeList } from '@server/modules/system/dict.schema';
import type * as schema from '@server/modules/tool/gen.schema';
import { type ListParams, useInvalidatingMutation } from '@/admin/api-kit';
import { download } from '@/admin/components/download';
import { joinIds } from '@/lib/ids';
import { http } from '@/lib/request';

// The code generator (RuoYi-Vue3 src/api/tool/gen.js): imported tables, the live tables to
// import, a table's settings, the preview and the zip download.

export type GenTableRow = schema.GenTableRow;
export type GenColumn = schema.GenColumn;
export type GenColumnEdit = schema.GenColumnEdit;
export type GenTableUpdateBody = schema.GenTableUpdateBody;
export type DbTable = schema.DbTable;
const genKey = ['tool', 'gen'] as const;
export const genListKey = [...genKey, 'list'] as const;
export const dbTableListKey = [...genKey, 'db'] as const;
export const genTableKey = (tableId: number) => [...genKey, 'table', tableId] as const;

export const genApi = {
  list: (params: ListParams<schema.GenTableQuery>) =>
    http.get<schema.GenTablePage>('/tool/gen/list', { params }),
  dbList: (params: schema.DbTableQuery) => http.get<schema.DbTablePage>('/tool/gen/db/list', { params }),
  get: (tableId: number) => http.get<schema.GenTableDetail>(`/tool/gen/${tableId}`),
  preview: (tableId: number) => http.get<schema.GeneratedFiles>(`/tool/gen/preview/${tableId}`),
  /** The dictionaries a column may show its values by. */
  dictTypes: () => http.get<DictTypeList>('/system/dict/type/optionselect'),
  /** Saves the zip of the tables' generated code. */
  download: (tableNames: readonly string[]) =>
    download('/tool/gen/batchGenCode', { tables: tableNames.join(',') }, 'xiehui.zip'),
};

const importTables = (tableNames: readonly string[]) =>
  http.post('/tool/gen/importTable', undefined, { params: { tables: tableNames.join(',') } });
const updateTable = (body: schema.GenTableUpdateBody) => http.put('/tool/gen', body);
const removeTables = (tableIds: number | readonly number[]) => http.delete(`/tool/gen/${joinIds(tableIds)}`);
const syncTable = (tableName: string) => http.get(`/tool/gen/synchDb/${tableName}`);

export const genWrites = {
  useImport: () => useInvalidatingMutation(importTables, genKey),
  useUpdate: () => useInvalidatingMutation(updateTable, genKey),
  useRemove: () => useInvalidatingMutation(removeTables, genKey),
  useSync: () => useInvalidatingMutation(syncTable, genKey),
};
