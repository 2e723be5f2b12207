import { LinkBody, type LinkRow } from '@server/modules/content/links.schema';
import { useDict } from '@/admin/components/use-dict';
import { useResourceForm, useResourceList } from '@/admin/crud/admin-resource';
import { FormModal } from '@/admin/crud/edit-form';
import { createTimeColumn, ListPage } from '@/admin/crud/list-page';
import { statusField } from '@/admin/crud/search-form';
import { schemaForm } from '@/admin/crud/schema-form';
import { statusColumn } from '@/admin/crud/status-switch';
import { useHasPermi } from '@/lib/access';
import { linksResource } from '../../../api/links';

// 友情链接: the friend links of the public site's footer.

const fields = schemaForm(LinkBody);

/** The server's rule for a link address: http(s) and a host. */
const HTTP_URL = /^https?:\/\/[^\s/?#]+\S*$/i;

export default function LinksPage() {
  const dict = useDict('sys_normal_disable');
  const canEdit = useHasPermi(['content:links:edit']);
  const update = linksResource.writes.useUpdate();
  const list = useResourceList(linksResource);
  const edit = useResourceForm(linksResource, {
    defaults: { sort: 0, status: '0' },
    schema: LinkBody,
  });

  return (
    <ListPage
      {...list}
      search={['linkName', statusField(dict.sys_normal_disable, '链接状态')]}
      columns={[
        { key: 'linkName', title: '链接名称', ellipsis: true },
        { key: 'linkEsName', title: '英文名称', ellipsis: true },
        {
          key: 'linkUrl',
          title: '链接地址',
          align: 'left',
          ellipsis: true,
          render: (url: string) => (
            <a href={url} target="_blank" rel="noopener noreferrer">
              {url}
            </a>
          ),
        },
        { key: 'sort', title: '排序', width: 70 },
        statusColumn(
          (l: LinkRow) => `"${l.linkName}"链接`,
          (l, status) => update.mutateAsync({ ...l, status }),
          () => !canEdit,
        ),
        createTimeColumn(),
      ]}
      form={edit}
      rowActions={() => ['edit', 'remove']}
      actionsWidth={160}
    >
      <FormModal {...edit.modal}>
        {fields.input('linkName', '链接名称')}
        {fields.input('linkEsName', '英文名称')}
        {fields.input('linkUrl', '链接地址', {
          placeholder: 'https://',
          rules: [{ pattern: HTTP_URL, message: '链接地址必须以 http:// 或 https:// 开头' }],
        })}
        {fields.number('sort', '显示排序', { required: true })}
        {fields.radios('status', '状态', dict.sys_normal_disable)}
        {fields.remark()}
      </FormModal>
    </ListPage>
  );
}
