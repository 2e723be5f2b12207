import { Form, Input, Radio } from 'antd';
import { Link } from 'react-router';
import { DictTypeBody } from '@server/modules/system/dict.schema';
import { useDict } from '@/admin/components/use-dict';
import { FormModal, useEditForm } from '@/admin/crud/edit-form';
import { ListPage } from '@/admin/crud/list-page';
import { schemaFields } from '@/admin/crud/schema-rules';
import { refreshCacheButton } from '@/admin/crud/toolbar';
import { parseTime } from '@/lib/time';
import {
  type DictTypeInput,
  dictTypeExportPath,
  dictTypeListKey,
  getType,
  listType,
  useAddType,
  useDelType,
  useRefreshDictCache,
  useUpdateType,
} from '../../../api/dict-type';

// 字典管理 (RuoYi-Vue3 src/views/system/dict/index.vue).

const fields = schemaFields(DictTypeBody);

export default function DictTypePage() {
  const dict = useDict('sys_normal_disable');
  const del = useDelType();
  const refresh = useRefreshDictCache();
  const edit = useEditForm<DictTypeInput>({
    noun: '字典类型',
    idKey: 'dictId',
    add: useAddType(),
    update: useUpdateType(),
    defaults: { status: '0' },
    load: (id) => getType(id).then((r) => r.data ?? {}),
    schema: DictTypeBody,
  });

  return (
    <ListPage
      perm="system:dict"
      rowKey="dictId"
      source={{ queryKey: dictTypeListKey, fetchPage: listType }}
      search={[
        { name: 'dictName', label: '字典名称' },
        { name: 'dictType', label: '字典类型' },
        { name: 'status', label: '状态', options: dict.sys_normal_disable, placeholder: '字典状态' },
        { name: 'dateRange', label: '创建时间', range: true },
      ]}
      columns={[
        { key: 'dictId', title: '字典编号' },
        { key: 'dictName', title: '字典名称', ellipsis: true },
        {
          key: 'dictType',
          title: '字典类型',
          ellipsis: true,
          render: (value: string, t) => <Link to={`/system/dict-data/index/${t.dictId}`}>{value}</Link>,
        },
        { key: 'status', title: '状态', dict: dict.sys_normal_disable },
        { key: 'remark', title: '备注', ellipsis: true },
        { key: 'createTime', title: '创建时间', width: 180, render: parseTime },
      ]}
      onAdd={() => edit.open()}
      onEdit={edit.open}
      remove={{ confirm: (ids) => `是否确认删除字典编号为"${ids}"的数据项？`, run: del.mutateAsync }}
      exportTo={{ url: dictTypeExportPath, name: 'dict' }}
      buttons={[refreshCacheButton('system:dict:remove', refresh)]}
      rowActions={() => ['edit', 'remove']}
      actionsWidth={160}
    >
      <FormModal {...edit.modal}>
        <Form.Item {...fields.item('dictName', '字典名称')}>
          <Input placeholder="请输入字典名称" maxLength={fields.max('dictName')} />
        </Form.Item>
        <Form.Item
          {...fields.item('dictType', '字典类型', {
            patternMessage: '字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）',
          })}
        >
          <Input placeholder="请输入字典类型" maxLength={fields.max('dictType')} />
        </Form.Item>
        <Form.Item label="状态" name="status">
          <Radio.Group options={dict.sys_normal_disable} />
        </Form.Item>
        <Form.Item {...fields.item('remark', '备注')}>
          <Input.TextArea placeholder="请输入内容" maxLength={fields.max('remark')} />
        </Form.Item>
      </FormModal>
    </ListPage>
  );
}
