import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DictTag } from '@/admin/components/dict-tag';
import { dictLabel, useDict } from '@/admin/components/use-dict';
import { keywordField, statusField, submittedRange } from '@/admin/crud/search-form';
import { type Decision, type DetailField, ReviewQueue, valueFields } from '@/admin/review-queue/review-queue';
import { formatFen } from '@/lib/money';
import { type PaymentRecord, paymentApi, useAuditPayment } from '../../../api/payment';
import { PaymentReceipt } from '../../components/payment-receipt';

// 缴费审核: the bank transfers members sent, to confirm (which makes or renews the membership) or
// send back; listed by the accounts' period (confirmed between two days) with the total amount.

/** A day as the server's filters take it (YYYY-MM-DD), for a filter of the search form. */
function DayPicker({
  id,
  value,
  onChange,
}: {
  /** The form item's id, which labels the picker. */
  id?: string;
  value?: string;
  onChange?: (day: string | undefined) => void;
}) {
  return (
    <DatePicker
      id={id}
      value={value ? dayjs(value) : null}
      onChange={(day: Dayjs | null) => onChange?.(day?.format('YYYY-MM-DD'))}
    />
  );
}

export default function PaymentPage() {
  const dict = useDict('biz_pay_status', 'member_kind');
  const audit = useAuditPayment();
  const waiting = (p: PaymentRecord) => p.status === '0';
  const decide = (action: 'confirm' | 'reject') => (p: PaymentRecord, comment: string) =>
    audit.mutateAsync({ payId: p.payId, action, comment });
  const decisions: Decision<PaymentRecord>[] = [
    { label: '确认', perm: 'member:payment:audit', primary: true, allowed: waiting, run: decide('confirm') },
    {
      label: '驳回',
      perm: 'member:payment:audit',
      danger: true,
      commentRequired: true,
      allowed: waiting,
      run: decide('reject'),
    },
  ];
  const fields: DetailField<PaymentRecord>[] = [
    { label: '缴费编号', render: (p) => p.payId },
    { label: '状态', render: (p) => <DictTag options={dict.biz_pay_status} value={p.status} /> },
    { label: '姓名/单位', render: (p) => p.name },
    { label: '会员类型', render: (p) => dictLabel(dict.member_kind, p.kind) },
    { label: '金额', render: (p) => formatFen(p.amount) },
    ...valueFields<PaymentRecord>({
      付款日期: 'paidDate',
      付款人: 'payerName',
      付款银行: 'bank',
      付款账号: 'account',
    }),
    ...valueFields<PaymentRecord>({
      转账流水号: 'reference',
      发票抬头: 'invoiceTitle',
      纳税人识别号: 'invoiceTaxNo',
    }),
    ...valueFields<PaymentRecord>({ 接收发票邮箱: 'invoiceEmail' }, { wide: true }),
    {
      label: '会籍期间',
      render: (p) => (p.periodFrom ? `${p.periodFrom} 至 ${p.periodTo}` : '—'),
      wide: true,
    },
    ...valueFields<PaymentRecord>({ 审核人: 'auditBy', 审核时间: 'auditTime' }),
    ...valueFields<PaymentRecord>({ 审核意见: 'comment' }, { wide: true }),
  ];

  return (
    <ReviewQueue
      calls={paymentApi}
      rowKey="payId"
      search={[
        statusField(dict.biz_pay_status, '缴费状态'),
        'kind',
        keywordField('姓名、单位、付款人或手机号'),
        // The accounts' period: payments confirmed from one day to another.
        { name: 'confirmedFrom', label: '确认日期起', control: <DayPicker /> },
        { name: 'confirmedTo', label: '确认日期止', control: <DayPicker /> },
        submittedRange,
      ]}
      columns={[
        { key: 'payId', title: '缴费编号', width: 90 },
        { key: 'name', title: '姓名/单位', ellipsis: true },
        { key: 'kind', title: '会员类型', dict: dict.member_kind },
        { key: 'levelName', title: '会员等级' },
        { key: 'amount', title: '金额', render: formatFen },
        { key: 'payerName', title: '付款人' },
        { key: 'paidDate', title: '付款日期', width: 110 },
        { key: 'status', title: '状态', dict: dict.biz_pay_status },
        { key: 'memberNo', title: '会员编号', render: (no: string | null) => no ?? '—' },
        { key: 'createTime', title: '提交时间', width: 170 },
      ]}
      summary={(answer) => `合计金额：${formatFen(Number(answer.totalAmount ?? 0))}（共 ${answer.total} 笔）`}
      exportName="payment"
      detail={{
        title: '缴费详情',
        fields,
        files: (p) => [{ label: '转账凭证', files: [p.voucher] }],
        more: (p) => (p.status === '1' ? <PaymentReceipt payId={p.payId} /> : null),
        decisions,
      }}
    />
  );
}
