import { DictTag } from '@/admin/components/dict-tag';
import { dictLabel, useDict } from '@/admin/components/use-dict';
import { useListOptions } from '@/admin/crud/list-options';
import { keywordField, statusField, submittedRange } from '@/admin/crud/search-form';
import { auditDecisions } from '@/admin/review-queue/audit-decisions';
import {
  type DetailField,
  ReviewQueue,
  submissionFields,
  valueFields,
} from '@/admin/review-queue/review-queue';
import { declareAdminKey } from '../../../api/admin-key';
import { callsResource } from '../../../api/calls-admin';
import { type DeclarationView, declareApi, useAuditDeclaration } from '../../../api/declarations-admin';

// 申报审核: the review queue of members' declarations (DESIGN.md §4b): staff read the declaration
// and its files, then approve it, ask for more or reject it. Approved declarations of an award call
// are announced from 申报通知 (发布公示).

const PENDING = '0';

export default function DeclareApplyPage() {
  const dict = useDict('declare_status', 'declare_kind');
  const calls = useListOptions(declareAdminKey('call', 'options'), callsResource.calls.list, (c) => ({
    label: c.title,
    value: c.callId,
  }));
  const audit = useAuditDeclaration();
  const decisions = auditDecisions<DeclarationView>({
    perm: 'declare:apply:audit',
    pending: (d) => d.status === PENDING,
    send: (d, action, comment) => audit.mutateAsync({ declareId: d.declareId, action, comment }),
  });
  const fields: DetailField<DeclarationView>[] = [
    { label: '申报编号', render: (d) => d.declareId },
    { label: '状态', render: (d) => <DictTag options={dict.declare_status} value={d.status} /> },
    { label: '申报通知', render: (d) => d.callTitle, wide: true },
    { label: '申报类型', render: (d) => dictLabel(dict.declare_kind, d.kind) || '—' },
    { label: '公示', render: (d) => (d.announced ? '已公示' : '未公示') },
    ...valueFields<DeclarationView>({ 申报项目名称: 'title' }, { wide: true }),
    ...valueFields<DeclarationView>({
      '申报人（单位）': 'applicantName',
      账号手机号: 'phone',
      联系人: 'contactName',
      联系电话: 'contactPhone',
    }),
    ...valueFields<DeclarationView>({ 申报简介: 'summary' }, { wide: true }),
    ...submissionFields<DeclarationView>(),
  ];

  return (
    <ReviewQueue
      calls={declareApi}
      rowKey="declareId"
      search={[
        { name: 'callId', label: '申报通知', options: calls },
        statusField(dict.declare_status, '申报状态'),
        keywordField('申报人或项目名称'),
        submittedRange,
      ]}
      columns={[
        { key: 'declareId', title: '申报编号', width: 90 },
        { key: 'callTitle', title: '申报通知', ellipsis: true },
        { key: 'kind', title: '类型', dict: dict.declare_kind },
        { key: 'title', title: '申报项目', ellipsis: true },
        { key: 'applicantName', title: '申报人（单位）', ellipsis: true },
        { key: 'contactName', title: '联系人' },
        { key: 'contactPhone', title: '联系电话' },
        { key: 'status', title: '状态', dict: dict.declare_status },
        { key: 'createTime', title: '提交时间', width: 170 },
      ]}
      exportName="declaration"
      detail={{
        title: '申报详情',
        fields,
        files: (d) => [{ label: '申报材料', files: d.attachments }],
        decisions,
      }}
    />
  );
}
