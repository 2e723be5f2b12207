import { DictTag } from '@/admin/components/dict-tag';
import { dictLabel, useDict } from '@/admin/components/use-dict';
import { type Decision, type DetailField, ReviewQueue, valueFields } from '@/admin/review-queue/review-queue';
import { useListOptions } from '@/admin/crud/list-options';
import { keywordField, statusField } from '@/admin/crud/search-form';
import { levelApi } from '../../../api/level';
import {
  type MemberRecord,
  useChangeMemberStatus,
  useImportMembers,
  vipImportTemplatePath,
  type VipRow,
  vipApi,
} from '../../../api/vip';

// 会员名录: every member with number, level, validity and standing; staff suspend or restore a
// membership with the reason (told to the member by SMS), export the list, and bring existing
// members in from Excel.

const EXPIRING = [
  { label: '30 天内到期', value: 30 },
  { label: '90 天内到期', value: 90 },
];

export default function VipPage() {
  const dict = useDict('member_status', 'member_kind');
  const levels = useListOptions(['member', 'admin', 'level', 'options'], levelApi.list, (l) => ({
    label: l.levelName,
    value: l.levelId,
  }));
  const changeStatus = useChangeMemberStatus();
  const importMembers = useImportMembers();

  const change = (status: '0' | '1') => (m: MemberRecord, reason: string) =>
    changeStatus.mutateAsync({ memberId: m.memberId, status, reason });
  const decisions: Decision<MemberRecord>[] = [
    {
      label: '暂停会籍',
      perm: 'member:vip:edit',
      danger: true,
      commentRequired: true,
      commentLabel: '原因',
      allowed: (m) => m.status === '0',
      run: change('1'),
    },
    {
      label: '恢复会籍',
      perm: 'member:vip:edit',
      primary: true,
      commentRequired: true,
      commentLabel: '原因',
      allowed: (m) => m.status === '1',
      run: change('0'),
    },
  ];
  const fields: DetailField<MemberRecord>[] = [
    ...valueFields<MemberRecord>({
      会员编号: 'memberNo',
      名称: 'name',
      会员等级: 'levelName',
      手机号: 'phone',
    }),
    { label: '会员类型', render: (m) => dictLabel(dict.member_kind, m.kind) },
    { label: '状态', render: (m) => <DictTag options={dict.member_status} value={m.status} /> },
    { label: '有效期', render: (m) => `${m.validFrom} 至 ${m.validTo}` },
    { label: '名录展示', render: (m) => (m.showInDirectory ? '展示' : '不展示') },
    ...valueFields<MemberRecord>(
      { 状态原因: 'statusReason', 网站: 'website', 简介: 'intro' },
      { wide: true },
    ),
    { label: '身份证号', render: (m) => m.application?.idNumber || '—', hidden: (m) => m.kind === 'org' },
    {
      label: '统一社会信用代码',
      render: (m) => m.application?.creditCode || '—',
      hidden: (m) => m.kind !== 'org',
    },
    { label: '电子邮箱', render: (m) => m.application?.email || '—' },
    ...valueFields<MemberRecord>({ 入会时间: 'createTime' }),
  ];

  return (
    <ReviewQueue
      calls={vipApi}
      rowKey="memberId"
      openLabel="详情"
      search={[
        keywordField('会员编号、名称或手机号'),
        statusField(dict.member_status, '会员状态'),
        'kind',
        { name: 'levelId', label: '会员等级', options: levels },
        { name: 'expiringWithin', label: '到期', options: EXPIRING, placeholder: '即将到期' },
        { name: 'dateRange', label: '入会时间', range: true },
      ]}
      columns={[
        { key: 'memberNo', title: '会员编号', width: 130 },
        { key: 'name', title: '名称', ellipsis: true },
        { key: 'kind', title: '会员类型', dict: dict.member_kind },
        {
          key: 'idNumber',
          title: '证件号码',
          render: (_: string, row: VipRow) => row.idNumber || row.creditCode,
        },
        { key: 'phone', title: '手机号' },
        { key: 'levelName', title: '会员等级' },
        { key: 'validTo', title: '有效期至', width: 110 },
        { key: 'status', title: '状态', dict: dict.member_status },
      ]}
      exportName="member"
      importFrom={{
        perm: 'member:vip:import',
        title: '会员导入',
        template: { url: vipImportTemplatePath, name: 'member_template' },
        run: importMembers.mutateAsync,
      }}
      detail={{
        title: '会员详情',
        fields,
        files: (m) =>
          m.application
            ? [
                m.kind === 'org'
                  ? { label: '营业执照', files: [m.application.licence] }
                  : { label: '照片', files: [m.application.photo] },
                { label: '附件', files: m.application.attachments },
              ]
            : [],
        decisions,
      }}
    />
  );
}
