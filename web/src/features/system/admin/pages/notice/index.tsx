import { TeamOutlined } from '@ant-design/icons';
import { NoticeBody, type NoticeDetail, type NoticeSummary } from '@server/modules/system/notice.schema';
import { useState } from 'react';
import { useDict } from '@/admin/components/use-dict';
import { useResourceForm, useResourceList } from '@/admin/crud/admin-resource';
import { FormModal } from '@/admin/crud/edit-form';
import { BilingualBodies } from '@/admin/crud/form-items';
import { createTimeColumn, ListPage } from '@/admin/crud/list-page';
import { statusField } from '@/admin/crud/search-form';
import { schemaForm } from '@/admin/crud/schema-form';
import { type NoticeAddInput, noticeResource } from '../../../api/notice';
import { NoticeReadersModal } from '../../components/notice-readers-modal';

// 通知公告 (RuoYi-Vue3 src/views/system/notice/index.vue), with an English title and body for the
// public site.

const fields = schemaForm(NoticeBody);

/** The form edits the bodies under the names the shared bilingual editor uses. */
type NoticeForm = Omit<NoticeAddInput, 'noticeContent' | 'noticeContentEs'> & {
  content?: string;
  contentEs?: string;
};

export default function NoticePage() {
  const dict = useDict('sys_notice_type', 'sys_notice_status');
  const [readersOf, setReadersOf] = useState<NoticeSummary | null>(null);
  const list = useResourceList(noticeResource);
  const edit = useResourceForm<typeof noticeResource, NoticeForm, NoticeDetail>(noticeResource, {
    defaults: { noticeType: '1', status: '0' },
    toValues: ({ data }) => ({
      ...(data as Partial<NoticeForm>),
      content: data?.noticeContent,
      contentEs: data?.noticeContentEs,
    }),
    toBody: ({ content, contentEs, ...values }) => ({
      ...values,
      noticeContent: content ?? '',
      noticeContentEs: contentEs ?? '',
    }),
    schema: NoticeBody,
  });

  return (
    <ListPage
      {...list}
      search={[
        'noticeTitle',
        { name: 'createBy', label: '操作人员' },
        { name: 'noticeType', label: '类型', options: dict.sys_notice_type, placeholder: '公告类型' },
        statusField(dict.sys_notice_status, '公告状态'),
      ]}
      columns={[
        { key: 'noticeId', title: '序号', width: 100 },
        { key: 'noticeTitle', title: '公告标题', align: 'left', ellipsis: true },
        { key: 'noticeType', title: '公告类型', width: 100, dict: dict.sys_notice_type },
        { key: 'status', title: '状态', width: 100, dict: dict.sys_notice_status },
        { key: 'createBy', title: '创建者', width: 100 },
        createTimeColumn(100),
      ]}
      form={edit}
      rowActions={(row) => [
        {
          label: '已读用户',
          icon: <TeamOutlined />,
          perm: 'system:notice:list',
          onClick: () => setReadersOf(row),
        },
        'edit',
        'remove',
      ]}
      actionsWidth={240}
    >
      <NoticeReadersModal key={readersOf?.noticeId} notice={readersOf} onClose={() => setReadersOf(null)} />
      <FormModal {...edit.modal} width={900}>
        {fields.input('noticeTitle', '公告标题')}
        {fields.input('noticeTitleEs', '英文标题', { tooltip: '留空时英文站点显示中文标题' })}
        {fields.radios('noticeType', '公告类型', dict.sys_notice_type)}
        {fields.radios('status', '状态', dict.sys_notice_status)}
        <BilingualBodies label="内容" placeholder="请输入公告内容" englishLabel="English content" />
        {fields.remark()}
      </FormModal>
    </ListPage>
  );
}
