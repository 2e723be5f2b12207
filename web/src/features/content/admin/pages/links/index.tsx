import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Radio, Select, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { CrudToolbar } from '@/admin/components/crud-toolbar';
import { exportList, withoutPaging } from '@/admin/components/export-list';
import { confirmRemove } from '@/admin/components/feedback';
import { FormModal } from '@/admin/components/form-modal';
import { RowActions } from '@/admin/components/row-actions';
import styles from '@/admin/components/table-page.module.css';
import { useDict } from '@/admin/components/use-dict';
import { useTableQuery } from '@/admin/components/use-table-query';
import { useHasPermi } from '@/lib/access';
import { formatTime, msgSuccess, quietly, SearchForm, StatusSwitch } from '@/features/system/admin/shared';
import { contentKey } from '../../../api/content-key';
import {
  type FriendLinkRow,
  getLink,
  type LinkAddInput,
  linkListKey,
  linksExportPath,
  listLinks,
  useAddLink,
  useDelLinks,
  useUpdateLink,
} from '../../../api/links';

// 友情链接: the friend links of the public site's footer.

interface LinkFilters {
  linkName?: string;
  status?: '0' | '1';
}

/** The server's rule for a link address: http(s) and a host. */
const HTTP_URL = /^https?:\/\/[^\s/?#]+\S*$/i;

function LinkFormModal({ id, open, onClose }: { id?: number; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<LinkAddInput>();
  const dict = useDict('sys_normal_disable');
  const detail = useQuery({
    queryKey: contentKey('links', 'detail', String(id)),
    queryFn: () => getLink(id!),
    enabled: open && id !== undefined,
    staleTime: 0,
  });
  const add = useAddLink();
  const update = useUpdateLink();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (id === undefined) form.setFieldsValue({ sort: 0, status: '0' });
    else if (detail.data?.data) {
      const link = detail.data.data;
      form.setFieldsValue({ ...link, remark: link.remark ?? undefined });
    }
  }, [open, id, detail.data, form]);
  const submit = async (values: LinkAddInput) => {
    const done =
      id !== undefined
        ? await quietly(() => update.mutateAsync({ ...values, id }))
        : await quietly(() => add.mutateAsync(values));
    if (done === undefined) return;
    msgSuccess(id !== undefined ? '修改成功' : '新增成功');
    onClose();
  };
  return (
    <FormModal
      title={id !== undefined ? '修改友情链接' : '添加友情链接'}
      open={open}
      onClose={onClose}
      form={form}
      onFinish={submit}
      confirmLoading={add.isPending || update.isPending}
    >
      <Form.Item label="链接名称" name="linkName" rules={[{ required: true, message: '链接名称不能为空' }]}>
        <Input placeholder="请输入链接名称" maxLength={100} />
      </Form.Item>
      <Form.Item label="英文名称" name="linkEsName">
        <Input placeholder="请输入英文名称" maxLength={200} />
      </Form.Item>
      <Form.Item
        label="链接地址"
        name="linkUrl"
        rules={[
          { required: true, message: '链接地址不能为空' },
          { pattern: HTTP_URL, message: '链接地址必须以 http:// 或 https:// 开头' },
        ]}
      >
        <Input placeholder="https://" maxLength={500} />
      </Form.Item>
      <Form.Item label="显示排序" name="sort" rules={[{ required: true, message: '显示排序不能为空' }]}>
        <InputNumber min={0} max={99999} precision={0} />
      </Form.Item>
      <Form.Item label="状态" name="status">
        <Radio.Group options={dict.sys_normal_disable} />
      </Form.Item>
      <Form.Item label="备注" name="remark">
        <Input.TextArea placeholder="请输入内容" maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}

export default function LinksPage() {
  const [searchForm] = Form.useForm<LinkFilters>();
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<FriendLinkRow[]>([]);
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const dict = useDict('sys_normal_disable');
  const canEdit = useHasPermi(['content:links:edit']);
  const table = useTableQuery({ queryKey: linkListKey, fetcher: listLinks });
  const del = useDelLinks();
  const update = useUpdateLink();

  const handleDelete = (ids: number[]) =>
    confirmRemove(
      `是否确认删除友情链接编号为"${ids.join(',')}"的数据项？`,
      () => del.mutateAsync(ids),
      () => setSelected([]),
    );

  const columns: TableColumnsType<FriendLinkRow> = [
    { key: 'linkName', title: '链接名称', dataIndex: 'linkName', align: 'center', ellipsis: true },
    { key: 'linkEsName', title: '英文名称', dataIndex: 'linkEsName', align: 'center', ellipsis: true },
    {
      key: 'linkUrl',
      title: '链接地址',
      dataIndex: 'linkUrl',
      ellipsis: true,
      render: (url: string) => (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {url}
        </a>
      ),
    },
    { key: 'sort', title: '排序', dataIndex: 'sort', align: 'center', width: 70 },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      align: 'center',
      render: (_, l) => (
        <StatusSwitch
          status={l.status}
          subject={`"${l.linkName}"链接`}
          disabled={!canEdit}
          onChange={(status) =>
            update.mutateAsync({ ...l, remark: l.remark ?? undefined, status: status as '0' | '1' })
          }
        />
      ),
    },
    {
      key: 'createTime',
      title: '创建时间',
      dataIndex: 'createTime',
      align: 'center',
      width: 180,
      render: formatTime,
    },
    {
      key: 'actions',
      title: '操作',
      align: 'center',
      width: 160,
      render: (_, l) => (
        <RowActions
          perm="content:links"
          onEdit={() => setEditing({ id: l.id })}
          onRemove={() => void handleDelete([l.id])}
        />
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <SearchForm
        form={searchForm}
        hidden={!showSearch}
        onSearch={(filters) => table.search(filters)}
        onReset={table.reset}
      >
        <Form.Item label="链接名称" name="linkName">
          <Input placeholder="请输入链接名称" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Select
            placeholder="链接状态"
            allowClear
            options={dict.sys_normal_disable}
            style={{ width: 200 }}
          />
        </Form.Item>
      </SearchForm>

      <CrudToolbar
        perm="content:links"
        selectedCount={selected.length}
        onAdd={() => setEditing({})}
        onEdit={() => setEditing({ id: selected[0]?.id })}
        onRemove={() => void handleDelete(selected.map((l) => l.id))}
        onExport={() => exportList(linksExportPath, withoutPaging(table.params), 'links')}
        right={{ showSearch, onShowSearchChange: setShowSearch, onRefresh: () => void table.refetch() }}
      />

      <Table<FriendLinkRow>
        scroll={{ x: 'max-content' }}
        rowKey="id"
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        pagination={table.pagination}
        rowSelection={{
          selectedRowKeys: selected.map((l) => l.id),
          onChange: (_, rows) => setSelected(rows),
        }}
      />

      <LinkFormModal id={editing?.id} open={editing !== null} onClose={() => setEditing(null)} />
    </div>
  );
}
