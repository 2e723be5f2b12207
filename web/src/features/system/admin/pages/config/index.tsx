import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Form, Input, Radio, Select, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { HasPermi } from '@/admin/access';
import { CrudToolbar } from '@/admin/components/crud-toolbar';
import { exportList, withoutPaging } from '@/admin/components/export-list';
import { confirmRemove } from '@/admin/components/feedback';
import { RowActions } from '@/admin/components/row-actions';
import { DictTag } from '@/admin/components/dict-tag';
import { FormModal } from '@/admin/components/form-modal';
import styles from '@/admin/components/table-page.module.css';
import { useDict } from '@/admin/components/use-dict';
import { type DateRange, useTableQuery } from '@/admin/components/use-table-query';
import {
  configExportPath,
  configListKey,
  getConfig,
  listConfig,
  type SysConfig,
  useAddConfig,
  useDelConfig,
  useRefreshConfigCache,
  useUpdateConfig,
} from '../../../api/config';
import { systemKey } from '../../../api/admin-kit';
import { formatTime, msgSuccess, quietly, SearchForm } from '../../shared';

// 参数设置 (RuoYi-Vue3 src/views/system/config/index.vue).

interface ConfigFilters {
  configName?: string;
  configKey?: string;
  configType?: string;
  dateRange?: DateRange;
}

type ConfigForm = Omit<SysConfig, 'configId' | 'createTime'>;

function ConfigFormModal({
  configId,
  open,
  onClose,
}: {
  configId?: number;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ConfigForm>();
  const dict = useDict('sys_yes_no');
  const detail = useQuery({
    queryKey: systemKey('config', 'detail', String(configId)),
    queryFn: () => getConfig(configId!),
    enabled: open && configId !== undefined,
    staleTime: 0,
  });
  const add = useAddConfig();
  const update = useUpdateConfig();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (configId === undefined) form.setFieldsValue({ configType: 'Y' });
    else if (detail.data?.data) form.setFieldsValue(detail.data.data as ConfigForm);
  }, [open, configId, detail.data, form]);
  const submit = async (values: ConfigForm) => {
    const body = {
      ...values,
      remark: values.remark ?? undefined,
      configType: values.configType as 'Y' | 'N',
    };
    const done = configId
      ? await quietly(() => update.mutateAsync({ ...body, configId }))
      : await quietly(() => add.mutateAsync(body));
    if (done === undefined) return;
    msgSuccess(configId ? '修改成功' : '新增成功');
    onClose();
  };
  return (
    <FormModal
      title={configId ? '修改参数' : '添加参数'}
      open={open}
      onClose={onClose}
      form={form}
      onFinish={submit}
      confirmLoading={add.isPending || update.isPending}
    >
      <Form.Item label="参数名称" name="configName" rules={[{ required: true, message: '参数名称不能为空' }]}>
        <Input placeholder="请输入参数名称" maxLength={100} />
      </Form.Item>
      <Form.Item label="参数键名" name="configKey" rules={[{ required: true, message: '参数键名不能为空' }]}>
        <Input placeholder="请输入参数键名" maxLength={100} />
      </Form.Item>
      <Form.Item
        label="参数键值"
        name="configValue"
        rules={[{ required: true, message: '参数键值不能为空' }]}
      >
        <Input.TextArea placeholder="请输入参数键值" maxLength={500} />
      </Form.Item>
      <Form.Item label="系统内置" name="configType">
        <Radio.Group options={dict.sys_yes_no} />
      </Form.Item>
      <Form.Item label="备注" name="remark">
        <Input.TextArea placeholder="请输入内容" />
      </Form.Item>
    </FormModal>
  );
}

export default function ConfigPage() {
  const [searchForm] = Form.useForm<ConfigFilters>();
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<SysConfig[]>([]);
  const [editing, setEditing] = useState<{ configId?: number } | null>(null);
  const dict = useDict('sys_yes_no');
  const table = useTableQuery({ queryKey: configListKey, fetcher: listConfig });
  const del = useDelConfig();
  const refresh = useRefreshConfigCache();

  const handleDelete = (ids: number[]) =>
    confirmRemove(
      `是否确认删除参数编号为"${ids.join(',')}"的数据项？`,
      () => del.mutateAsync(ids),
      () => setSelected([]),
    );
  const handleRefreshCache = async () => {
    if ((await quietly(() => refresh.mutateAsync(undefined))) === undefined) return;
    msgSuccess('刷新成功');
  };

  const columns: TableColumnsType<SysConfig> = [
    { key: 'configId', title: '参数主键', dataIndex: 'configId', align: 'center' },
    { key: 'configName', title: '参数名称', dataIndex: 'configName', align: 'center', ellipsis: true },
    { key: 'configKey', title: '参数键名', dataIndex: 'configKey', align: 'center', ellipsis: true },
    { key: 'configValue', title: '参数键值', dataIndex: 'configValue', align: 'center', ellipsis: true },
    {
      key: 'configType',
      title: '系统内置',
      dataIndex: 'configType',
      align: 'center',
      render: (value: string) => <DictTag options={dict.sys_yes_no} value={value} />,
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
      render: (_, c) => (
        <RowActions
          perm="system:config"
          onEdit={() => setEditing({ configId: c.configId })}
          onRemove={() => void handleDelete([c.configId])}
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
        <Form.Item label="参数名称" name="configName">
          <Input placeholder="请输入参数名称" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="参数键名" name="configKey">
          <Input placeholder="请输入参数键名" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="系统内置" name="configType">
          <Select placeholder="系统内置" allowClear options={dict.sys_yes_no} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="创建时间" name="dateRange">
          <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} />
        </Form.Item>
      </SearchForm>

      <CrudToolbar
        perm="system:config"
        selectedCount={selected.length}
        onAdd={() => setEditing({})}
        onEdit={() => setEditing({ configId: selected[0]?.configId })}
        onRemove={() => void handleDelete(selected.map((c) => c.configId))}
        onExport={() => exportList(configExportPath, withoutPaging(table.params), 'config')}
        right={{ showSearch, onShowSearchChange: setShowSearch, onRefresh: () => void table.refetch() }}
      >
        <HasPermi value={['system:config:remove']}>
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

      <Table<SysConfig>
        scroll={{ x: 'max-content' }}
        rowKey="configId"
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        pagination={table.pagination}
        rowSelection={{
          selectedRowKeys: selected.map((c) => c.configId),
          onChange: (_, rows) => setSelected(rows),
        }}
      />

      <ConfigFormModal
        configId={editing?.configId}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
