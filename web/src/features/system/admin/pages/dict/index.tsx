import { Link } from 'react-router';
import { DictTypeBody } from '@server/modules/system/dict.schema';
import { useDict } from '@/admin/components/use-dict';
import { useResourceForm, useResourceList } from '@/admin/crud/admin-resource';
import { FormModal } from '@/admin/crud/edit-form';
import { createTimeColumn, ListPage } from '@/admin/crud/list-page';
import { createdRange, statusField } from '@/admin/crud/search-form';
import { schemaForm } from '@/admin/crud/schema-form';
import { refreshCacheButton } from '@/admin/crud/toolbar';
import { dictTypeResource, useRefreshDictCache } from '../../../api/dict-type';

// 字典管理 (RuoYi-Vue3 src/views/system/dict/index.vue).

const fields = schemaForm(DictTypeBody);

export default function DictTypePage() {
  const dict = useDict('sys_normal_disable');
  const refresh = useRefreshDictCache();
  const list = useResourceList(dictTypeResource);
  const edit = useResourceForm(dictTypeResource, {
    defaults: { status: '0' },
    schema: DictTypeBody,
  });

  return (
    <ListPage
      {...list}
      search={['dictName', 'dictType', statusField(dict.sys_normal_disable, '字典状态'), createdRange]}
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
        createTimeColumn(),
      ]}
      form={edit}
      buttons={[refreshCacheButton('system:dict:remove', refresh)]}
      rowActions={() => ['edit', 'remove']}
      actionsWidth={160}
    >
      <FormModal {...edit.modal}>
        {fields.input('dictName', '字典名称')}
        {fields.input('dictType', '字典类型', {
          patternMessage: '字典类型必须以字母开头，且只能为（小写字母，数字，下滑线）',
        })}
        {fields.radios('status', '状态', dict.sys_normal_disable)}
        {fields.remark()}
      </FormModal>
    </ListPage>
  );
}
