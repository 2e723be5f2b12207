import type { DbTableQuery } from '@server/modules/tool/gen.schema';
import { Modal, Table } from 'antd';
import { useState } from 'react';
import { msgError, msgSuccess, quietly } from '@/admin/components/feedback';
import { tableColumns } from '@/admin/crud/list-page';
import { SearchForm } from '@/admin/crud/search-form';
import { type PagedParams, useListQuery } from '@/admin/crud/use-list-query';
import { type DbTable, dbTableListKey, genApi, genWrites } from '../../api/gen';

// 导入表 (RuoYi-Vue3 src/views/tool/gen/importTable.vue): the live tables not imported yet;
// 确 定 imports the checked ones.

type TableFilters = Pick<DbTableQuery, 'tableName' | 'tableComment'>;

export function ImportTableModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  const list = useListQuery({
    queryKey: dbTableListKey,
    fetchPage: (params: PagedParams<TableFilters>) => genApi.dbList(params),
    enabled: open,
  });
  const importTables = genWrites.useImport();
  const submit = async () => {
    if (selected.length === 0) {
      msgError('请选择要导入的表');
      return;
    }
    if ((await quietly(() => importTables.mutateAsync(selected))) === undefined) return;
    msgSuccess('导入成功');
    setSelected([]);
    onClose();
  };
  return (
    <Modal
      title="导入表"
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="确 定"
      cancelText="取 消"
      confirmLoading={importTables.isPending}
      width={800}
    >
      <SearchForm<TableFilters>
        fields={[
          { name: 'tableName', label: '表名称' },
          { name: 'tableComment', label: '表描述' },
        ]}
        onSearch={(filters) => list.search(filters)}
        onReset={list.reset}
      />
      <Table<DbTable>
        rowKey="tableName"
        size="small"
        loading={list.loading}
        columns={tableColumns<DbTable>([
          { key: 'tableName', title: '表名称', ellipsis: true },
          { key: 'tableComment', title: '表描述', ellipsis: true },
        ])}
        dataSource={list.rows}
        pagination={list.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        scroll={{ y: 260 }}
      />
    </Modal>
  );
}
