import { Modal } from 'antd';
import { DialogList } from '@/admin/crud/dialog-list';
import type { ListColumn } from '@/admin/crud/list-page';
import { type PagedParams, useListQuery } from '@/admin/crud/use-list-query';
import { parseTime } from '@/lib/time';
import { listReadUsers, type NoticeReader, noticeReadersKey } from '../../api/notice';

// 已读用户 of a notice (RuoYi-Vue3 3.9 src/views/system/notice/ReadUsers.vue): who has opened it in
// the navbar bell, and when.

type ReaderFilters = { searchValue?: string };

const columns: ListColumn<NoticeReader>[] = [
  { key: 'userName', title: '登录名称', ellipsis: true },
  { key: 'nickName', title: '用户名称', ellipsis: true },
  { key: 'phonenumber', title: '手机号码', width: 120 },
  { key: 'readTime', title: '阅读时间', width: 160, render: parseTime },
];

export function NoticeReadersModal({
  notice,
  onClose,
}: {
  notice: { noticeId: number; noticeTitle: string } | null;
  onClose: () => void;
}) {
  const noticeId = notice?.noticeId ?? 0;
  const list = useListQuery({
    queryKey: [...noticeReadersKey, noticeId],
    fetchPage: (params: PagedParams<ReaderFilters>) => listReadUsers({ ...params, noticeId }),
    enabled: notice !== null,
  });
  return (
    <Modal
      title={notice ? `「${notice.noticeTitle}」已读用户` : ''}
      open={notice !== null}
      onCancel={onClose}
      footer={null}
      width={760}
    >
      <DialogList<NoticeReader, ReaderFilters>
        list={list}
        search={[{ name: 'searchValue', label: '用户', placeholder: '登录名称 / 用户名称' }]}
        summary={<p>共 {list.answer?.total ?? 0} 人已读</p>}
        rowKey="userId"
        columns={columns}
      />
    </Modal>
  );
}
