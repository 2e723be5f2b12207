import { useQuery } from '@tanstack/react-query';
import { Descriptions, Divider } from 'antd';
import { getReceipt, paymentApi } from '../../api/payment';

// The receipt (收据) of a confirmed payment as the server issues it, in the payment's detail.

export function PaymentReceipt({ payId }: { payId: number }) {
  const receipt = useQuery({
    queryKey: [...paymentApi.detailKey, payId, 'receipt'],
    queryFn: () => getReceipt(payId),
  });
  const r = receipt.data;
  return (
    <>
      <Divider titlePlacement="start">收据</Divider>
      {r ? (
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'no', label: '收据编号', children: r.receiptNo },
            { key: 'issue', label: '开具日期', children: r.issueDate },
            { key: 'payer', label: '交款人', children: r.payerName },
            { key: 'member', label: '会员编号', children: r.memberNo },
            { key: 'amount', label: '金额', children: r.amountText },
            { key: 'words', label: '大写', children: r.amountInWords },
            {
              key: 'period',
              label: '会籍期间',
              children: `${r.periodFrom} 至 ${r.periodTo}`,
              span: 'filled',
            },
            { key: 'issuer', label: '收款单位', children: r.issuer, span: 'filled' },
          ]}
        />
      ) : null}
    </>
  );
}
