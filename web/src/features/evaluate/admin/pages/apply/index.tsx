import { EditOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { DictTag } from '@/admin/components/dict-tag';
import { useDict } from '@/admin/components/use-dict';
import { useListOptions } from '@/admin/crud/list-options';
import { keywordField, statusField, submittedRange } from '@/admin/crud/search-form';
import { auditDecisions } from '@/admin/review-queue/audit-decisions';
import {
  type DetailField,
  ReviewQueue,
  submissionFields,
  valueFields,
} from '@/admin/review-queue/review-queue';
import { formatFen } from '@/lib/money';
import {
  type ApplicationView,
  type ApplyRow,
  applyApi,
  resultTemplatePath,
  useAuditApplication,
  useImportResults,
} from '../../../api/applications-admin';
import { evaluateAdminKey } from '../../../api/admin-key';
import { programsResource } from '../../../api/programs-admin';
import { ResultModal } from '../../components/result-modal';

// 报名审核: the review queue of ability-evaluation applications (DESIGN.md §4b). Staff check the
// materials and the fee's transfer voucher, then approve (to 待考试), ask for more or reject; after
// the exam they enter each result, or import them all from Excel — a pass issues the certificate.

const PENDING = '0';
const AWAITING_EXAM = '3';

export default function EvaluateApplyPage() {
  const dict = useDict('evaluate_apply_status');
  const programs = useListOptions(
    evaluateAdminKey('program', 'options'),
    programsResource.calls.list,
    (p) => ({
      label: p.name,
      value: p.programId,
    }),
  );
  const audit = useAuditApplication();
  const importResults = useImportResults();
  const [scoring, setScoring] = useState<ApplyRow | null>(null);

  const decisions = auditDecisions<ApplicationView>({
    perm: 'evaluate:apply:audit',
    pending: (a) => a.status === PENDING,
    send: (a, action, comment) => audit.mutateAsync({ applyId: a.applyId, action, comment }),
  });
  const fields: DetailField<ApplicationView>[] = [
    { label: '申请编号', render: (a) => a.applyId },
    { label: '状态', render: (a) => <DictTag options={dict.evaluate_apply_status} value={a.status} /> },
    { label: '评价项目', render: (a) => a.programName, wide: true },
    ...valueFields<ApplicationView>({ 申报等级: 'level', 考试日期: 'examDate' }),
    { label: '评价费用', render: (a) => (a.fee > 0 ? formatFen(a.fee) : '免费') },
    ...valueFields<ApplicationView>({
      姓名: 'realName',
      手机号: 'phone',
      工作单位: 'employer',
      职务: 'position',
      学历: 'education',
      所学专业: 'major',
    }),
    ...valueFields<ApplicationView>({ 从业经历: 'experience' }, { wide: true }),
    { label: '成绩', render: (a) => a.score ?? '—' },
    { label: '证书编号', render: (a) => a.certificate?.certNo || '—' },
    ...valueFields<ApplicationView>({ 评语: 'resultComment' }, { wide: true }),
    ...submissionFields<ApplicationView>(),
  ];

  return (
    <ReviewQueue
      calls={applyApi}
      rowKey="applyId"
      search={[
        { name: 'programId', label: '评价项目', options: programs },
        statusField(dict.evaluate_apply_status, '申请状态'),
        keywordField('姓名或手机号'),
        submittedRange,
      ]}
      columns={[
        { key: 'applyId', title: '申请编号', width: 90 },
        { key: 'programName', title: '评价项目', ellipsis: true },
        { key: 'level', title: '等级' },
        { key: 'realName', title: '姓名' },
        { key: 'phone', title: '手机号' },
        { key: 'employer', title: '工作单位', ellipsis: true },
        { key: 'status', title: '状态', dict: dict.evaluate_apply_status },
        { key: 'score', title: '成绩', render: (score: number | null) => score ?? '' },
        { key: 'certNo', title: '证书编号' },
        { key: 'createTime', title: '提交时间', width: 170 },
      ]}
      rowActions={(row) =>
        row.status === AWAITING_EXAM
          ? [
              {
                label: '录入成绩',
                icon: <EditOutlined />,
                perm: 'evaluate:apply:result',
                onClick: () => setScoring(row),
              },
            ]
          : []
      }
      actionsWidth={200}
      exportName="evaluate_apply"
      importFrom={{
        perm: 'evaluate:apply:result',
        label: '导入成绩',
        title: '导入成绩',
        hint: '按申请编号录入待考试申请的成绩，通过者即颁发证书。',
        template: { url: resultTemplatePath, name: 'evaluate_result_template' },
        run: importResults.mutateAsync,
      }}
      detail={{
        title: '评价申请详情',
        fields,
        files: (a) => [
          { label: '申请材料', files: a.attachments },
          { label: '缴费凭证', files: [a.voucher] },
        ],
        decisions,
      }}
    >
      <ResultModal application={scoring} onClose={() => setScoring(null)} />
    </ReviewQueue>
  );
}
