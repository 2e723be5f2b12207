import type { DbTableQuery } from '@server/modules/tool/gen.schema';
import { PickDialog } from '@/admin/crud/dialog-list';
import { type PagedParams, useListQuery } from '@/admin/crud/use-list-query';
import { type DbTable, dbTableListKey, genApi, genWrites } from '../../api/gen';

// 导入表 (RuoYi-Vue3 src/views/tool/gen/importTable.vue): the live tables not imported yet;
// 确 定 imports the checked ones.

type TableFilters = Pick<DbTableQuery, 'tableName' | 'tableComment'>;

export function ImportTableModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const list = useListQuery({
    queryKey: dbTableListKey,
    fetchPage: (params: PagedParams<TableFilters>) => genApi.dbList(params),
    enabled: open,
  });
  const importTables = genWrites.useImport();
  return (
    <PickDialog<DbTable, TableFilters, string>
      title="导入表"
      open={open}
      onClose={onClose}
      run={(tableNames) => importTables.mutateAsync(tableNames)}
      noneChecked="请选择要导入的表"
      done="导入成功"
      list={list}
      search={[
        { name: 'tableName', label: '表名称' },
        { name: 'tableComment', label: '表描述' },
      ]}
      rowKey="tableName"
      columns={[
        { key: 'tableName', title: '表名称', ellipsis: true },
        { key: 'tableComment', title: '表描述', ellipsis: true },
      ]}
    />
  );
}
