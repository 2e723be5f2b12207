import { ConfigBody } from '@server/modules/system/config.schema';
import { useDict } from '@/admin/components/use-dict';
import { useResourceForm, useResourceList } from '@/admin/crud/admin-resource';
import { FormModal } from '@/admin/crud/edit-form';
import { createTimeColumn, ListPage } from '@/admin/crud/list-page';
import { createdRange } from '@/admin/crud/search-form';
import { schemaForm } from '@/admin/crud/schema-form';
import { refreshCacheButton } from '@/admin/crud/toolbar';
import { configResource, useRefreshConfigCache } from '../../../api/config';

// 参数设置 (RuoYi-Vue3 src/views/system/config/index.vue).

const fields = schemaForm(ConfigBody);

export default function ConfigPage() {
  const dict = useDict('sys_yes_no');
  const refresh = useRefreshConfigCache();
  const list = useResourceList(configResource);
  const edit = useResourceForm(configResource, {
    defaults: { configType: 'Y' },
    schema: ConfigBody,
  });

  return (
    <ListPage
      {...list}
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
