import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Radio, Select, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { HasPermi } from '@/admin/access';
import { DictTag } from '@/admin/components/dict-tag';
import { CrudToolbar } from '@/admin/components/crud-toolbar';
import { exportList, withoutPaging } from '@/admin/components/export-list';
import { confirmRemove } from '@/admin/components/feedback';
import { RowActions } from '@/admin/components/row-actions';
import { FormModal } from '@/admin/components/form-modal';
import styles from '@/admin/components/table-page.module.css';
import { useDict } from '@/admin/components/use-dict';
import { type DateRange, useTableQuery } from '@/admin/components/use-table-query';
import { systemKey } from '../../../api/admin-kit';
import {
  dictTypeExportPath,
  dictTypeListKey,
  getType,
  listType,
  type SysDictType,
  useAddType,
  useDelType,
  useRefreshDictCache,
  useUpdateType,
} from '../../../api/dict-type';
import { formatTime, msgSuccess, quietly, SearchForm } from '../../shared';

// 字典管理 (RuoYi-Vue3 src/views/system/dict/index.vue).

interface TypeFilters {
  dictName?: string;
  dictType?: string;
  status?: string;
  dateRange?: DateRange;
}

type TypeForm = Omit<SysDictType, 'dictId' | 'createTime'>;

function TypeFormModal({ dictId, open, onClose }: { dictId?: number; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<TypeForm>();
  const dict = useDict('sys_normal_disable');
  const detail = useQuery({
    queryKey: systemKey('dictType', 'detail', String(dictId)),
    queryFn: () => getType(dictId!),
    enabled: open && dictId !== undefined,
    staleTime: 0,
  });
  const add = useAddType();
  const update = useUpdateType();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (dictId === undefined) form.setFieldsValue({ status: '0' });
    else if (detail.data?.data) form.setFieldsValue(detail.data.data);
  }, [open, dictId, detail.data, form]);
  const submit = async (values: TypeForm) => {
    const done = dictId
      ? await quietly(() => update.mutateAsync({ ...values, dictId }))
      : await quietly(() => add.mutateAsync(values));
    if (done === undefined) return;
    msgSuccess(dictId ? '修改成功' : '新增成功');
    onClose();
  };
  return (
    <FormModal
      title={dictId ? '修改字典类型' : '添加字典类型'}
      open={open}
      onClose={onClose}
      form={form}
      onFinish={submit}
      confirmLoading={add.isPending || update.isPending}
    >
      <Form.Item label="字典名称" name="dictName" rules={[{ required: true, message: '字典名称不能为空' }]}>
        <Input placeholder="请输入字典名称" maxLength={100} />
      </Form.Item>
      <Form.Item label="字典类型" name="dictType" rules={[{ required: true, message: '字典类型不能为空' }]}>
        <Input placeholder="请输入字典类型" maxLength={100} />
      </Form.Item>
      <Form.Item label="状态" name="status">
        <Radio.Group options={dict.sys_normal_disable} />
      </Form.Item>
      <Form.Item label="备注" name="remark">
        <Input.TextArea placeholder="请输入内容" />
      </Form.Item>
    </FormModal>
  );
}

export default function DictTypePage() {
  const [searchForm] = Form.useForm<TypeFilters>();
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ dictId?: number } | null>(null);
  const dict = useDict('sys_normal_disable');
  const table = useTableQuery({ queryKey: dictTypeListKey, fetcher: listType });
  const del = useDelType();
  const refresh = useRefreshDictCache();

  const handleDelete = (ids: number[]) =>
    confirmRemove(
      `是否确认删除字典编号为"${ids.join(',')}"的数据项？`,
      () => del.mutateAsync(ids),
      () => setSelected([]),
    );
  const handleRefreshCache = async () => {
    if ((await quietly(() => refresh.mutateAsync(undefined))) === undefined) return;
    msgSuccess('刷新成功');
  };

  const columns: TableColumnsType<SysDictType> = [
    { key: 'dictId', title: '字典编号', dataIndex: 'dictId', align: 'center' },
    { key: 'dictName', title: '字典名称', dataIndex: 'dictName', align: 'center', ellipsis: true },
    {
      key: 'dictType',
      title: '字典类型',
      dataIndex: 'dictType',
      align: 'center',
      ellipsis: true,
      render: (value: string, t) => <Link to={`/system/dict-data/index/${t.dictId}`}>{value}</Link>,
    },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status',
      align: 'center',
      render: (value: string) => <DictTag options={dict.sys_normal_disable} value={value} />,
    },
    { key: 'remark', title: '备注', dataIndex: 'remark', align: 'center', ellipsis: true },
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
      render: (_, t) => (
        <RowActions
          perm="system:dict"
          onEdit={() => setEditing({ dictId: t.dictId })}
          onRemove={() => void handleDelete([t.dictId])}
        />
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <SearchForm
        form={searchForm}
        hidden={!showSearch}
        onSearch={({ dateRange, ...filters }) => table.search(filters, dateRange)}
        onReset={table.reset}
      >
        <Form.Item label="字典名称" name="dictName">
          <Input placeholder="请输入字典名称" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="字典类型" name="dictType">
          <Input placeholder="请输入字典类型" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Select
            placeholder="字典状态"
            allowClear
            options={dict.sys_normal_disable}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item label="创建时间" name="dateRange">
          <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} />
        </Form.Item>
      </SearchForm>

      <CrudToolbar
        perm="system:dict"
        selectedCount={selected.length}
        onAdd={() => setEditing({})}
        onEdit={() => setEditing({ dictId: selected[0] })}
        onRemove={() => void handleDelete(selected)}
        onExport={() => exportList(dictTypeExportPath, withoutPaging(table.params), 'dict')}
        right={{ showSearch, onShowSearchChange: setShowSearch, onRefresh: () => void table.refetch() }}
      >
        <HasPermi value={['system:dict:remove']}>
          <Button
            danger
            icon={<ReloadOutlined />}
            loading={refresh.isPending}
            onClick={() => void handleRefreshCache()}
          >
            刷新缓存
          </Button>
        </HasPermi>
      </CrudToolbar>

      <Table<SysDictType>
        scroll={{ x: 'max-content' }}
        rowKey="dictId"
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        pagination={table.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
      />

      <TypeFormModal dictId={editing?.dictId} open={editing !== null} onClose={() => setEditing(null)} />
    </div>
  );
}
