import { Divider, Table } from 'antd';
import type { PaymentView } from '@server/modules/member/payment.schema';
import { DictTag } from '@/admin/components/dict-tag';
import { useDict } from '@/admin/components/use-dict';
import { PrivateFiles } from '@/admin/review-queue/private-file';
import { formatFen } from '@/lib/money';

// The bank transfers submitted for an application, in its detail: amount, payer, date, state and
// voucher (decided in 缴费审核).

export function PaymentsOfApplication({ payments }: { payments: readonly PaymentView[] }) {
  const dict = useDict('biz_pay_status');
  return (
    <>
      <Divider titlePlacement="start">缴费记录</Divider>
      <Table<PaymentView>
        rowKey="payId"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={payments as PaymentView[]}
        locale={{ emptyText: '暂无缴费' }}
        columns={[
          { key: 'payId', dataIndex: 'payId', title: '缴费编号' },
          { key: 'amount', dataIndex: 'amount', title: '金额', render: formatFen },
          { key: 'payerName', dataIndex: 'payerName', title: '付款人' },
          { key: 'paidDate', dataIndex: 'paidDate', title: '付款日期' },
          {
            key: 'status',
            dataIndex: 'status',
            title: '状态',
            render: (status: string) => <DictTag options={dict.biz_pay_status} value={status} />,
          },
          {
            key: 'voucher',
            dataIndex: 'voucher',
            title: '凭证',
            render: (_: unknown, p: PaymentView) => <PrivateFiles files={p.voucher ? [p.voucher] : []} />,
          },
        ]}
      />
    </>
  );
}
