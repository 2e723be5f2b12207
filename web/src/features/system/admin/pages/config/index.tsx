import { Form, Input, Radio } from 'antd';
import { ConfigBody } from '@server/modules/system/config.schema';
import { useDict } from '@/admin/components/use-dict';
import { FormModal, useEditForm } from '@/admin/crud/edit-form';
import { ListPage } from '@/admin/crud/list-page';
import { schemaFields } from '@/admin/crud/schema-rules';
import { refreshCacheButton } from '@/admin/crud/toolbar';
import { parseTime } from '@/lib/time';
import {
  type ConfigAddInput,
  configExportPath,
  configListKey,
  getConfig,
  listConfig,
  useAddConfig,
  useDelConfig,
  useRefreshConfigCache,
  useUpdateConfig,
} from '../../../api/config';

// 参数设置 (RuoYi-Vue3 src/views/system/config/index.vue).

const fields = schemaFields(ConfigBody);

export default function ConfigPage() {
  const dict = useDict('sys_yes_no');
  const del = useDelConfig();
  const refresh = useRefreshConfigCache();
  const edit = useEditForm<ConfigAddInput>({
    noun: '参数',
    idKey: 'configId',
    add: useAddConfig(),
    update: useUpdateConfig(),
    defaults: { configType: 'Y' },
    load: (id) => getConfig(id).then((r) => r.data ?? {}),
    schema: ConfigBody,
  });

  return (
    <ListPage
      perm="system:config"
      rowKey="configId"
      source={{ queryKey: configListKey, fetchPage: listConfig }}
      search={[
        { name: 'configName', label: '参数名称' },
        { name: 'configKey', label: '参数键名' },
        { name: 'configType', label: '系统内置', options: dict.sys_yes_no, placeholder: '系统内置' },
        { name: 'dateRange', label: '创建时间', range: true },
      ]}
      columns={[
        { key: 'configId', title: '参数主键' },
        { key: 'configName', title: '参数名称', ellipsis: true },
        { key: 'configKey', title: '参数键名', ellipsis: true },
        { key: 'configValue', title: '参数键值', ellipsis: true },
        { key: 'configType', title: '系统内置', dict: dict.sys_yes_no },
        { key: 'remark', title: '备注', ellipsis: true },
        { key: 'createTime', title: '创建时间', width: 180, render: parseTime },
      ]}
      onAdd={() => edit.open()}
      onEdit={edit.open}
      remove={{ confirm: (ids) => `是否确认删除参数编号为"${ids}"的数据项？`, run: del.mutateAsync }}
      exportTo={{ url: configExportPath, name: 'config' }}
      buttons={[refreshCacheButton('system:config:remove', refresh)]}
      rowActions={() => ['edit', 'remove']}
      actionsWidth={160}
    >
      <FormModal {...edit.modal}>
        <Form.Item {...fields.item('configName', '参数名称')}>
          <Input placeholder="请输入参数名称" maxLength={fields.max('configName')} />
        </Form.Item>
        <Form.Item {...fields.item('configKey', '参数键名')}>
          <Input placeholder="请输入参数键名" maxLength={fields.max('configKey')} />
        </Form.Item>
        <Form.Item {...fields.item('configValue', '参数键值')}>
          <Input.TextArea placeholder="请输入参数键值" maxLength={fields.max('configValue')} />
        </Form.Item>
        <Form.Item label="系统内置" name="configType">
          <Radio.Group options={dict.sys_yes_no} />
        </Form.Item>
        <Form.Item {...fields.item('remark', '备注')}>
          <Input.TextArea placeholder="请输入内容" maxLength={fields.max('remark')} />
        </Form.Item>
      </FormModal>
    </ListPage>
  );
}
