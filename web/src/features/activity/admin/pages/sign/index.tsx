import { DictTag } from '@/admin/components/dict-tag';
import { useDict } from '@/admin/components/use-dict';
import { useListOptions } from '@/admin/crud/list-options';
import { keywordField, statusField } from '@/admin/crud/search-form';
import { type Decision, type DetailField, ReviewQueue } from '@/admin/review-queue/review-queue';
import { listEvents } from '../../../api/events-admin';
import { type SignDetail, signsApi, useAuditSign, useRevokeSign } from '../../../api/signs-admin';

// 报名管理: every event's sign-ups on the review queue (DESIGN.md §4b). Sign-ups of events that need
// approval wait as 待审核; paid ones wait as 待缴费 until staff confirm the transfer voucher.

const CANCELLABLE = ['pending', 'unpaid', 'registered', 'waitlisted'];
const text = (key: keyof SignDetail) => (s: SignDetail) => String(s[key] ?? '') || '—';

export default function SignPage() {
  const dict = useDict('activity_sign_status');
  const events = useListOptions(['activity', 'staff', 'event-options'], listEvents, (e) => ({
    label: e.title,
    value: e.activityId,
  }));
  const audit = useAuditSign();
  const revoke = useRevokeSign();
  const decide = (action: 'approve' | 'reject' | 'confirmPayment') => (s: SignDetail, comment: string) =>
    audit.mutateAsync({ signId: s.signId, action, comment });
  const decisions: Decision<SignDetail>[] = [
    {
      label: '通过',
      perm: 'activity:sign:audit',
      primary: true,
      allowed: (s) => s.status === 'pending',
      run: decide('approve'),
    },
    {
      label: '驳回',
      perm: 'activity:sign:audit',
      danger: true,
      commentRequired: true,
      allowed: (s) => s.status === 'pending',
      run: decide('reject'),
    },
    {
      label: '确认缴费',
      perm: 'activity:sign:audit',
      primary: true,
      allowed: (s) => s.status === 'unpaid' && s.attachments.length > 0,
      run: decide('confirmPayment'),
    },
    {
      label: '取消报名',
      perm: 'activity:sign:edit',
      danger: true,
      commentRequired: true,
      commentLabel: '取消原因',
      allowed: (s) => CANCELLABLE.includes(s.status),
      run: (s, comment) => revoke.mutateAsync({ signId: s.signId, comment }),
    },
  ];
  const fields: DetailField<SignDetail>[] = [
    { label: '报名编号', render: (s) => s.signId },
    { label: '状态', render: (s) => <DictTag options={dict.activity_sign_status} value={s.status} /> },
    { label: '活动', render: text('title'), wide: true },
    { label: '姓名', render: text('realName') },
    { label: '手机号', render: text('phone') },
    { label: '工作单位', render: text('employer') },
    { label: '职务', render: text('position') },
    { label: '候补位次', render: (s) => s.waitPosition ?? '—' },
    { label: '票号', render: text('ticketCode') },
    { label: '签到时间', render: text('checkinTime') },
    { label: '报名时间', render: text('createTime') },
    { label: '备注', render: text('remark'), wide: true },
    { label: '审核意见', render: text('comment'), wide: true },
  ];

  return (
    <ReviewQueue
      calls={signsApi}
      rowKey="signId"
      search={[
        { name: 'activityId', label: '活动', options: events },
        statusField(dict.activity_sign_status, '报名状态'),
        keywordField('姓名或手机号'),
      ]}
      columns={[
        { key: 'signId', title: '报名编号', width: 90 },
        { key: 'title', title: '活动', ellipsis: true },
        { key: 'realName', title: '姓名' },
        { key: 'phone', title: '手机号' },
        { key: 'employer', title: '工作单位', ellipsis: true },
        { key: 'status', title: '状态', dict: dict.activity_sign_status },
        { key: 'waitPosition', title: '候补位次', render: (value: number | null) => value ?? '' },
        { key: 'createTime', title: '报名时间', width: 170 },
      ]}
      exportName="sign"
      detail={{
        title: '报名详情',
        fields,
        files: (s) => [{ label: '转账凭证', files: s.attachments }],
        decisions,
      }}
    />
  );
}
