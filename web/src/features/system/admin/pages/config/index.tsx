import { ConfigBody } from '@server/modules/system/config.schema';
import { useDict } from '@/admin/components/use-dict';
import { FormModal, useEditForm } from '@/admin/crud/edit-form';
import { createTimeColumn, ListPage, removeByIds } from '@/admin/crud/list-page';
import { createdRange } from '@/admin/crud/search-form';
import { schemaForm } from '@/admin/crud/schema-form';
import { refreshCacheButton } from '@/admin/crud/toolbar';
import {
  type ConfigAddInput,
  configListKey,
  useRefreshConfigCache,
  configApi,
  configWrites,
} from '../../../api/config';

// 参数设置 (RuoYi-Vue3 src/views/system/config/index.vue).

const fields = schemaForm(ConfigBody);

export default function ConfigPage() {
  const dict = useDict('sys_yes_no');
  const del = configWrites.useRemove();
  const refresh = useRefreshConfigCache();
  const edit = useEditForm<ConfigAddInput>({
    noun: '参数',
    idKey: 'configId',
    add: configWrites.useAdd(),
    update: configWrites.useUpdate(),
    load: configApi.get,
    defaults: { configType: 'Y' },
    schema: ConfigBody,
  });

  return (
    <ListPage
      perm="system:config"
      rowKey="configId"
      source={{ queryKey: configListKey, fetchPage: configApi.list }}
      search={[
        'configName',
        'configKey',
        { name: 'configType', label: '系统内置', options: dict.sys_yes_no, placeholder: '系统内置' },
        createdRange,
      ]}
      columns={[
        { key: 'configId', title: '参数主键' },
        { key: 'configName', title: '参数名称', ellipsis: true },
        { key: 'configKey', title: '参数键名', ellipsis: true },
        { key: 'configValue', title: '参数键值', ellipsis: true },
        { key: 'configType', title: '系统内置', dict: dict.sys_yes_no },
        { key: 'remark', title: '备注', ellipsis: true },
        createTimeColumn(),
      ]}
      form={edit}
      remove={removeByIds('参数', del)}
      exportTo={{ url: configApi.exportPath, name: 'config' }}
      buttons={[refreshCacheButton('system:config:remove', refresh)]}
      rowActions={() => ['edit', 'remove']}
      actionsWidth={160}
    >
      <FormModal {...edit.modal}>
        {fields.input('configName', '参数名称')}
        {fields.input('configKey', '参数键名')}
        {fields.textArea('configValue', '参数键值')}
        {fields.radios('configType', '系统内置', dict.sys_yes_no)}
        {fields.remark()}
      </FormModal>
    </ListPage>
  );
}
