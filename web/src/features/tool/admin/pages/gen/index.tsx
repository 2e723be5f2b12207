import { DownloadOutlined, EditOutlined, EyeOutlined, SyncOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { confirmThen } from '@/admin/components/feedback';
import { createTimeColumn, ListPage } from '@/admin/crud/list-page';
import { createdRange } from '@/admin/crud/search-form';
import { importButton } from '@/admin/crud/toolbar';
import { paths } from '@/config/paths';
import { parseTime } from '@/lib/time';
import { type GenTableRow, genApi, genListKey, genWrites } from '../../../api/gen';
import { ImportTableModal } from '../../components/import-table-modal';
import { PreviewModal } from '../../components/preview-modal';

// 代码生成 (RuoYi-Vue3 src/views/tool/gen/index.vue): the imported tables; 导入 from the live
// database, 预览 and 生成代码 (a zip download), 编辑 on its own page, 同步 with the live table.

export default function GenPage() {
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const del = genWrites.useRemove();
  const sync = genWrites.useSync();
  const editPage = (tableId: number) =>
    void navigate(generatePath(paths.admin.genEdit.path, { tableId: String(tableId) }));
  const generate = async (rows: GenTableRow[]) => genApi.download(rows.map((row) => row.tableName));

  return (
    <ListPage
      perm="tool:gen"
      rowKey="tableId"
      source={{ queryKey: genListKey, fetchPage: genApi.list }}
      search={['tableName', 'tableComment', createdRange]}
      rowNumbers
      columns={[
        { key: 'tableName', title: '表名称', ellipsis: true },
        { key: 'tableComment', title: '表描述', ellipsis: true },
        { key: 'className', title: '实体', ellipsis: true },
        createTimeColumn(160),
        { key: 'updateTime', title: '更新时间', width: 160, render: parseTime },
      ]}
      onEdit={editPage}
      remove={{
        confirm: (ids) => `是否确认删除表编号为"${ids}"的数据项？`,
        run: (ids) => del.mutateAsync(ids),
      }}
      buttons={[
        {
          label: '生成',
          icon: <DownloadOutlined />,
          perm: 'tool:gen:code',
          primary: true,
          needs: 'some',
          onClick: generate,
        },
        importButton('tool:gen:import', () => setImporting(true)),
      ]}
      rowActions={(row) => [
        {
          label: '预览',
          icon: <EyeOutlined />,
          perm: 'tool:gen:preview',
          onClick: () => setPreviewId(row.tableId),
        },
        {
          label: '编辑',
          icon: <EditOutlined />,
          perm: 'tool:gen:edit',
          onClick: () => editPage(row.tableId),
        },
        'remove',
        {
          label: '同步',
          icon: <SyncOutlined />,
          perm: 'tool:gen:edit',
          onClick: () =>
            void confirmThen(
              `确认要强制同步"${row.tableName}"表结构吗？`,
              () => sync.mutateAsync(row.tableName),
              '同步成功',
            ),
        },
        {
          label: '生成代码',
          icon: <DownloadOutlined />,
          perm: 'tool:gen:code',
          onClick: () => void generate([row]),
        },
      ]}
      actionsWidth={300}
    >
      <ImportTableModal open={importing} onClose={() => setImporting(false)} />
      <PreviewModal tableId={previewId} onClose={() => setPreviewId(null)} />
    </ListPage>
  );
}
