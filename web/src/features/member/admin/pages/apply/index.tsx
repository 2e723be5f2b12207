import { DictTag } from '@/admin/components/dict-tag';
import { dictLabel, useDict } from '@/admin/components/use-dict';
import { keywordField, statusField, submittedRange } from '@/admin/crud/search-form';
import { auditDecisions } from '@/admin/review-queue/audit-decisions';
import {
  type DetailField,
  ReviewQueue,
  submissionFields,
  valueFields,
} from '@/admin/review-queue/review-queue';
import { formatFen } from '@/lib/money';
import { type ApplicationView, type ApplyRow, applyApi, useAuditApplication } from '../../../api/apply';
import { PaymentsOfApplication } from '../../components/payments-of-application';

// 入会申请: staff's review queue of membership applications and renewal orders (DESIGN.md §4b):
// approve (to 待缴费, or a member at once when the level is free), ask for more, or reject.

const APPLY_TYPES = [
  { label: '入会', value: 'join' },
  { label: '续费', value: 'renew' },
];
const applyTypeLabel = (value: string) => APPLY_TYPES.find((t) => t.value === value)?.label ?? value;

const isOrg = (a: { kind: string }) => a.kind === 'org';
const personalOnly = { hidden: isOrg };
const orgOnly = { hidden: (a: ApplicationView) => !isOrg(a) };

export default function ApplyPage() {
  const dict = useDict('biz_apply_status', 'member_kind', 'sys_user_sex');
  const audit = useAuditApplication();
  const decisions = auditDecisions<ApplicationView>({
    perm: 'member:apply:audit',
    pending: (a) => a.status === '0',
    send: (a, action, comment) => audit.mutateAsync({ applyId: a.applyId, action, comment }),
    // Its comments go by the default name, 审核意见.
    wording: {
      approve: '通过',
      supplement: '退回补充',
      supplementComment: '审核意见',
      rejectComment: '审核意见',
    },
  });
  const fields: DetailField<ApplicationView>[] = [
    { label: '申请编号', render: (a) => a.applyId },
    { label: '状态', render: (a) => <DictTag options={dict.biz_apply_status} value={a.status} /> },
    { label: '会员类型', render: (a) => dictLabel(dict.member_kind, a.kind) },
    { label: '申请类型', render: (a) => applyTypeLabel(a.applyType) },
    { label: '会员等级', render: (a) => a.levelName },
    { label: '会费', render: (a) => formatFen(a.fee) },
    { label: '性别', render: (a) => dictLabel(dict.sys_user_sex, a.gender) || '—', ...personalOnly },
    ...valueFields<ApplicationView>(
      { 姓名: 'realName', 身份证号: 'idNumber', 出生日期: 'birthday', 工作单位: 'employer' },
      personalOnly,
    ),
    ...valueFields<ApplicationView>(
      { 职务: 'position', 学历: 'education', 专业特长: 'specialty' },
      personalOnly,
    ),
    ...valueFields<ApplicationView>({ 个人简历: 'resume' }, { wide: true, ...personalOnly }),
    ...valueFields<ApplicationView>(
      { 单位名称: 'orgName', 统一社会信用代码: 'creditCode', 法定代表人: 'legalPerson' },
      orgOnly,
    ),
    ...valueFields<ApplicationView>(
      { 职工人数: 'staffSize', 联系人: 'contactName', 联系电话: 'contactPhone' },
      orgOnly,
    ),
    ...valueFields<ApplicationView>(
      { 单位地址: 'address', 经营范围: 'businessScope' },
      { wide: true, ...orgOnly },
    ),
    ...valueFields<ApplicationView>({ 手机号: 'phone', 电子邮箱: 'email' }),
    ...submissionFields<ApplicationView>(),
  ];

  return (
    <ReviewQueue
      calls={applyApi}
      rowKey="applyId"
      search={[
        statusField(dict.biz_apply_status, '申请状态'),
        'kind',
        { name: 'applyType', label: '申请类型', options: APPLY_TYPES },
        keywordField('姓名、单位或手机号'),
        submittedRange,
      ]}
      columns={[
        { key: 'applyId', title: '申请编号', width: 90 },
        { key: 'kind', title: '会员类型', dict: dict.member_kind },
        { key: 'applyType', title: '申请类型', render: applyTypeLabel },
        { key: 'name', title: '姓名/单位', ellipsis: true },
        {
          key: 'idNumber',
          title: '证件号码',
          render: (_: string, row: ApplyRow) => row.idNumber || row.creditCode,
        },
        { key: 'phone', title: '手机号' },
        { key: 'levelName', title: '会员等级' },
        { key: 'fee', title: '会费', render: formatFen },
        { key: 'status', title: '状态', dict: dict.biz_apply_status },
        { key: 'createTime', title: '提交时间', width: 170 },
      ]}
      exportName="apply"
      detail={{
        title: '入会申请详情',
        fields,
        files: (a) => [
          isOrg(a) ? { label: '营业执照', files: [a.licence] } : { label: '照片', files: [a.photo] },
          { label: '附件', files: a.attachments },
        ],
        more: (a) => <PaymentsOfApplication payments={a.payments} />,
        decisions,
      }}
    />
  );
}
