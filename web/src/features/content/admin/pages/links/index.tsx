import { Form, Input, InputNumber, Radio } from 'antd';
import { LinkBody } from '@server/modules/content/links.schema';
import { useDict } from '@/admin/components/use-dict';
import { FormModal, useEditForm } from '@/admin/crud/edit-form';
import { ListPage } from '@/admin/crud/list-page';
import { schemaFields } from '@/admin/crud/schema-rules';
import { StatusSwitch } from '@/admin/crud/status-switch';
import { useHasPermi } from '@/lib/access';
import { parseTime } from '@/lib/time';
import {
  getLink,
  type LinkAddInput,
  linkListKey,
  linksExportPath,
  listLinks,
  useAddLink,
  useDelLinks,
  useUpdateLink,
} from '../../../api/links';

// 友情链接: the friend links of the public site's footer.

const fields = schemaFields(LinkBody);

/** The server's rule for a link address: http(s) and a host. */
const HTTP_URL = /^https?:\/\/[^\s/?#]+\S*$/i;

export default function LinksPage() {
  const dict = useDict('sys_normal_disable');
  const canEdit = useHasPermi(['content:links:edit']);
  const del = useDelLinks();
  const update = useUpdateLink();
  const edit = useEditForm<LinkAddInput>({
    noun: '友情链接',
    idKey: 'id',
    add: useAddLink(),
    update,
    defaults: { sort: 0, status: '0' },
    load: (id) => getLink(id).then((r) => r.data ?? {}),
    schema: LinkBody,
  });

  return (
    <ListPage
      perm="content:links"
      rowKey="id"
      source={{ queryKey: linkListKey, fetchPage: listLinks }}
      search={[
        { name: 'linkName', label: '链接名称' },
        { name: 'status', label: '状态', options: dict.sys_normal_disable, placeholder: '链接状态' },
      ]}
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
        {
          key: 'status',
          title: '状态',
          render: (_, l) => (
            <StatusSwitch
              status={l.status}
              subject={`"${l.linkName}"链接`}
              disabled={!canEdit}
              onChange={(status) => update.mutateAsync({ ...l, status })}
            />
          ),
        },
        { key: 'createTime', title: '创建时间', width: 180, render: parseTime },
      ]}
      onAdd={() => edit.open()}
      onEdit={edit.open}
      remove={{ confirm: (ids) => `是否确认删除友情链接编号为"${ids}"的数据项？`, run: del.mutateAsync }}
      exportTo={{ url: linksExportPath, name: 'links' }}
      rowActions={() => ['edit', 'remove']}
      actionsWidth={160}
    >
      <FormModal {...edit.modal}>
        <Form.Item {...fields.item('linkName', '链接名称')}>
          <Input placeholder="请输入链接名称" maxLength={fields.max('linkName')} />
        </Form.Item>
        <Form.Item {...fields.item('linkEsName', '英文名称')}>
          <Input placeholder="请输入英文名称" maxLength={fields.max('linkEsName')} />
        </Form.Item>
        <Form.Item
          {...fields.item('linkUrl', '链接地址')}
          rules={[
            ...fields.item('linkUrl', '链接地址').rules,
            { pattern: HTTP_URL, message: '链接地址必须以 http:// 或 https:// 开头' },
          ]}
        >
          <Input placeholder="https://" maxLength={fields.max('linkUrl')} />
        </Form.Item>
        <Form.Item label="显示排序" name="sort" rules={[{ required: true, message: '显示排序不能为空' }]}>
          <InputNumber min={0} max={99999} precision={0} />
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
