import { CloseOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Radio, Select, Table, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DictTag } from '@/admin/components/dict-tag';
import { CrudToolbar } from '@/admin/components/crud-toolbar';
import { exportList, withoutPaging } from '@/admin/components/export-list';
import { confirmRemove } from '@/admin/components/feedback';
import { RowActions } from '@/admin/components/row-actions';
import { FormModal } from '@/admin/components/form-modal';
import styles from '@/admin/components/table-page.module.css';
import { useDict } from '@/admin/components/use-dict';
import { useTableQuery } from '@/admin/components/use-table-query';
import { systemKey } from '../../../api/admin-kit';
import {
  dictDataExportPath,
  dictDataListKey,
  getData,
  listData,
  type SysDictData,
  useAddData,
  useDelData,
  useUpdateData,
} from '../../../api/dict-data';
import { dictTypeDetailQueryOptions, dictTypeOptionsQueryOptions } from '../../../api/dict-type';
import { formatTime, msgSuccess, quietly, SearchForm } from '../../shared';

// 字典数据 (RuoYi-Vue3 src/views/system/dict/data.vue) of the type in the route (:dictId).

interface DataFilters {
  dictType?: string;
  dictLabel?: string;
  status?: string;
}

type DataForm = Omit<SysDictData, 'dictCode' | 'createTime'>;

/** 回显样式 options (RuoYi's listClassOptions). */
export const listClassOptions = [
  { value: 'default', label: '默认' },
  { value: 'primary', label: '主要' },
  { value: 'success', label: '成功' },
  { value: 'info', label: '信息' },
  { value: 'warning', label: '警告' },
  { value: 'danger', label: '危险' },
];

function DataFormModal({
  dictCode,
  dictType,
  open,
  onClose,
}: {
  dictCode?: number;
  dictType: string;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<DataForm>();
  const dict = useDict('sys_normal_disable');
  const detail = useQuery({
    queryKey: systemKey('dictData', 'detail', String(dictCode)),
    queryFn: () => getData(dictCode!),
    enabled: open && dictCode !== undefined,
    staleTime: 0,
  });
  const add = useAddData();
  const update = useUpdateData();
  const preview = Form.useWatch([], form) as Partial<DataForm> | undefined;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (dictCode === undefined)
      form.setFieldsValue({ dictType, status: '0', dictSort: 0, listClass: 'default' });
    else if (detail.data?.data) form.setFieldsValue(detail.data.data);
  }, [open, dictCode, dictType, detail.data, form]);
  const submit = async (values: DataForm) => {
    const done = dictCode
      ? await quietly(() => update.mutateAsync({ ...values, dictCode }))
      : await quietly(() => add.mutateAsync(values));
    if (done === undefined) return;
    msgSuccess(dictCode ? '修改成功' : '新增成功');
    onClose();
  };
  return (
    <FormModal
      title={dictCode ? '修改字典数据' : '添加字典数据'}
      open={open}
      onClose={onClose}
      form={form}
      onFinish={submit}
      confirmLoading={add.isPending || update.isPending}
    >
      <Form.Item label="字典类型" name="dictType">
        <Input disabled />
      </Form.Item>
      <Form.Item label="数据标签" name="dictLabel" rules={[{ required: true, message: '数据标签不能为空' }]}>
        <Input placeholder="请输入数据标签" maxLength={100} />
      </Form.Item>
      <Form.Item label="数据键值" name="dictValue" rules={[{ required: true, message: '数据键值不能为空' }]}>
        <Input placeholder="请输入数据键值" maxLength={100} />
      </Form.Item>
      <Form.Item label="样式属性" name="cssClass">
        <Input placeholder="请输入样式属性" maxLength={100} />
      </Form.Item>
      <Form.Item label="显示排序" name="dictSort" rules={[{ required: true, message: '数据顺序不能为空' }]}>
        <InputNumber min={0} />
      </Form.Item>
      <Form.Item label="回显样式" name="listClass">
        <Select options={listClassOptions} />
      </Form.Item>
      <Form.Item label="预览">
        {preview?.dictLabel ? (
          <DictTag
            options={[
              {
                value: 'preview',
                label: preview.dictLabel,
                listClass: preview.listClass ?? '',
                cssClass: preview.cssClass ?? '',
              },
            ]}
            value="preview"
          />
        ) : null}
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

export default function DictDataPage() {
  const navigate = useNavigate();
  const dictId = Number(useParams().dictId);
  const type = useQuery({ ...dictTypeDetailQueryOptions(dictId), enabled: dictId > 0 });
  const types = useQuery(dictTypeOptionsQueryOptions());
  const dictType = type.data?.data?.dictType ?? '';
  const [searchForm] = Form.useForm<DataFilters>();
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ dictCode?: number } | null>(null);
  const [chosenType, setChosenType] = useState<string | undefined>(undefined);
  const currentType = chosenType ?? dictType;
  const dict = useDict('sys_normal_disable');
  const table = useTableQuery({
    queryKey: [...dictDataListKey, currentType],
    fetcher: (params) => listData({ ...params, dictType: params.dictType || currentType }),
    enabled: currentType !== '',
    initial: {} as DataFilters,
  });
  const del = useDelData();

  useEffect(() => {
    if (dictType) searchForm.setFieldsValue({ dictType });
  }, [dictType, searchForm]);

  const handleDelete = (ids: number[]) =>
    confirmRemove(
      `是否确认删除字典编码为"${ids.join(',')}"的数据项？`,
      () => del.mutateAsync(ids),
      () => setSelected([]),
    );

  const columns: TableColumnsType<SysDictData> = [
    { key: 'dictCode', title: '字典编码', dataIndex: 'dictCode', align: 'center' },
    {
      key: 'dictLabel',
      title: '字典标签',
      align: 'center',
      render: (_, d) => (
        <DictTag
          options={[
            {
              value: d.dictValue,
              label: d.dictLabel,
              listClass: d.listClass ?? '',
              cssClass: d.cssClass ?? '',
            },
          ]}
          value={d.dictValue}
        />
      ),
    },
    { key: 'dictValue', title: '字典键值', dataIndex: 'dictValue', align: 'center' },
    { key: 'dictSort', title: '字典排序', dataIndex: 'dictSort', align: 'center' },
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
      render: (_, d) => (
        <RowActions
          perm="system:dict"
          onEdit={() => setEditing({ dictCode: d.dictCode })}
          onRemove={() => void handleDelete([d.dictCode])}
        />
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <SearchForm
        form={searchForm}
        hidden={!showSearch}
        onSearch={(values) => {
          setChosenType(values.dictType);
          table.search(values);
        }}
        onReset={() => {
          setChosenType(undefined);
          searchForm.setFieldsValue({ dictType });
          table.reset();
        }}
      >
        <Form.Item label="字典名称" name="dictType">
          <Select
            style={{ width: 200 }}
            options={(types.data ?? []).map((t) => ({ value: t.dictType, label: t.dictName }))}
          />
        </Form.Item>
        <Form.Item label="字典标签" name="dictLabel">
          <Input placeholder="请输入字典标签" allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Select
            placeholder="数据状态"
            allowClear
            options={dict.sys_normal_disable}
            style={{ width: 200 }}
          />
        </Form.Item>
      </SearchForm>

      <CrudToolbar
        perm="system:dict"
        selectedCount={selected.length}
        onAdd={() => setEditing({})}
        onEdit={() => setEditing({ dictCode: selected[0] })}
        onRemove={() => void handleDelete(selected)}
        onExport={() =>
          exportList(
            dictDataExportPath,
            withoutPaging({ ...table.params, dictType: table.params.dictType || currentType }),
            'data',
          )
        }
        right={{ showSearch, onShowSearchChange: setShowSearch, onRefresh: () => void table.refetch() }}
      >
        <Button icon={<CloseOutlined />} onClick={() => void navigate('/system/dict')}>
          关闭
        </Button>
      </CrudToolbar>

      <Table<SysDictData>
        scroll={{ x: 'max-content' }}
        rowKey="dictCode"
        size="middle"
        loading={table.loading}
        columns={columns}
        dataSource={table.rows}
        pagination={table.pagination}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
      />

      <DataFormModal
        dictCode={editing?.dictCode}
        dictType={currentType}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
