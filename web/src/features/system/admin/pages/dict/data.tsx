import { CloseOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select, Spin } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { DictDataBody } from '@server/modules/system/dict.schema';
import { DictTag } from '@/admin/components/dict-tag';
import { useDict } from '@/admin/components/use-dict';
import { useResourceForm, useResourceList } from '@/admin/crud/admin-resource';
import { FormModal } from '@/admin/crud/edit-form';
import { createTimeColumn, ListPage } from '@/admin/crud/list-page';
import { statusField } from '@/admin/crud/search-form';
import { schemaForm } from '@/admin/crud/schema-form';
import { dictDataResource, type SysDictData } from '../../../api/dict-data';
import { dictTypeDetailQueryOptions, dictTypeOptionsQueryOptions } from '../../../api/dict-type';

// 字典数据 (RuoYi-Vue3 src/views/system/dict/data.vue) of the type in the route (:dictId); the list
// starts on that type, and 重置 goes back to it.

const fields = schemaForm(DictDataBody);

/** 回显样式 options (RuoYi's listClassOptions). */
const LIST_CLASSES = [
  { value: 'default', label: '默认' },
  { value: 'primary', label: '主要' },
  { value: 'success', label: '成功' },
  { value: 'info', label: '信息' },
  { value: 'warning', label: '警告' },
  { value: 'danger', label: '危险' },
];

/** A row's label as its own tag (its listClass and cssClass). */
const LabelTag = ({ data }: { data: Partial<SysDictData> }) => (
  <DictTag
    options={[
      {
        value: 'tag',
        label: data.dictLabel ?? '',
        listClass: data.listClass ?? '',
        cssClass: data.cssClass ?? '',
      },
    ]}
    value="tag"
  />
);

function DictDataList({ dictType }: { dictType: string }) {
  const navigate = useNavigate();
  const dict = useDict('sys_normal_disable');
  const types = useQuery(dictTypeOptionsQueryOptions());
  const list = useResourceList(dictDataResource);
  const edit = useResourceForm(dictDataResource, {
    defaults: { status: '0', dictSort: 0, listClass: 'default' },
    schema: DictDataBody,
  });
  const preview = Form.useWatch([], edit.form) as Partial<SysDictData> | undefined;

  return (
    <ListPage
      {...list}
      source={{ ...list.source, initial: { dictType } }}
      search={[
        {
          name: 'dictType',
          label: '字典名称',
          options: (types.data ?? []).map((t) => ({ value: t.dictType, label: t.dictName })),
          allowClear: false,
        },
        'dictLabel',
        statusField(dict.sys_normal_disable, '数据状态'),
      ]}
      columns={[
        { key: 'dictCode', title: '字典编码' },
        { key: 'dictLabel', title: '字典标签', render: (_, d) => <LabelTag data={d} /> },
        { key: 'dictValue', title: '字典键值' },
        { key: 'dictSort', title: '字典排序' },
        { key: 'status', title: '状态', dict: dict.sys_normal_disable },
        { key: 'remark', title: '备注', ellipsis: true },
        createTimeColumn(),
      ]}
      onAdd={(filters) => edit.open(undefined, { dictType: filters.dictType })}
      onEdit={edit.open}
      remove={{ ...list.remove, confirm: (ids) => `是否确认删除字典编码为"${ids}"的数据项？` }}
      buttons={[{ label: '关闭', icon: <CloseOutlined />, onClick: () => void navigate('/system/dict') }]}
      rowActions={() => ['edit', 'remove']}
      actionsWidth={160}
    >
      <FormModal {...edit.modal}>
        <Form.Item label="字典类型" name="dictType">
          <Input disabled />
        </Form.Item>
        {fields.input('dictLabel', '数据标签')}
        {fields.input('dictValue', '数据键值')}
        {fields.input('cssClass', '样式属性')}
        {fields.number('dictSort', '显示排序')}
        <Form.Item label="回显样式" name="listClass">
          <Select options={LIST_CLASSES} />
        </Form.Item>
        <Form.Item label="预览">{preview?.dictLabel ? <LabelTag data={preview} /> : null}</Form.Item>
        {fields.radios('status', '状态', dict.sys_normal_disable)}
        {fields.remark()}
      </FormModal>
    </ListPage>
  );
}

export default function DictDataPage() {
  const dictId = Number(useParams().dictId);
  const type = useQuery({ ...dictTypeDetailQueryOptions(dictId), enabled: dictId > 0 });
  if (dictId > 0 && type.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  const dictType = type.data?.data?.dictType ?? '';
  return <DictDataList key={dictType} dictType={dictType} />;
}
