import { PrinterOutlined, StopOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { type DictOption, useDict } from '@/admin/components/use-dict';
import { type ListColumn, ListPage } from '@/admin/crud/list-page';
import type { SearchField } from '@/admin/crud/search-form';
import { type Decision, DecisionModal } from '@/admin/review-queue/decision-modal';
import { paths } from '@/config/paths';
import {
  type CertListParams,
  type CertRow,
  certExportPath,
  certListKey,
  listCerts,
  useRevokeCert,
} from '../../../api/certificates-admin';

// 证书管理: every certificate issued — an evaluation's pass or a training's attendance — with its
// printable page; a valid one can be revoked with the reason (its verification then says so).

const VALID = '0';

type CertDicts = Record<'biz_cert_kind' | 'biz_cert_status', DictOption[]>;

const searchFields = (dict: CertDicts): SearchField[] => [
  { name: 'certNo', label: '证书编号' },
  { name: 'holderName', label: '持证人' },
  { name: 'kind', label: '证书类型', options: dict.biz_cert_kind },
  { name: 'status', label: '状态', options: dict.biz_cert_status, placeholder: '证书状态' },
];

/** An evaluation's level, a training's hours. */
const grade = (cert: CertRow) => cert.level || (cert.hours > 0 ? `${cert.hours} 学时` : '—');

const columnsOf = (dict: CertDicts): ListColumn<CertRow>[] => [
  { key: 'certNo', title: '证书编号', width: 150 },
  { key: 'holderName', title: '持证人' },
  { key: 'kind', title: '证书类型', dict: dict.biz_cert_kind },
  { key: 'title', title: '项目/培训', ellipsis: true },
  { key: 'level', title: '等级/学时', render: (_, c) => grade(c) },
  { key: 'issueDate', title: '发证日期', width: 110 },
  { key: 'validTo', title: '有效期至', width: 110, render: (validTo: string) => validTo || '长期有效' },
  { key: 'status', title: '状态', dict: dict.biz_cert_status },
];

export default function CertPage() {
  const dict = useDict('biz_cert_kind', 'biz_cert_status');
  const revoke = useRevokeCert();
  const [revoking, setRevoking] = useState<CertRow | null>(null);
  const revokeDecision: Decision<CertRow> = {
    label: '撤销证书',
    perm: 'evaluate:cert:revoke',
    danger: true,
    commentRequired: true,
    commentLabel: '撤销原因',
    run: (cert, reason) => revoke.mutateAsync({ certId: cert.certId, reason }),
  };

  return (
    <ListPage<CertRow, 'certId', CertListParams>
      perm="evaluate:cert"
      rowKey="certId"
      source={{ queryKey: certListKey, fetchPage: listCerts }}
      search={searchFields(dict)}
      columns={columnsOf(dict)}
      exportTo={{ url: certExportPath, name: 'certificate' }}
      rowActions={(row) => [
        {
          label: '查看证书',
          icon: <PrinterOutlined />,
          perm: 'evaluate:cert:query',
          // The printable page of the public site, beside the admin shell.
          onClick: () => window.open(paths.evaluateCertificate.getHref(row.certId), '_blank', 'noopener'),
        },
        ...(row.status === VALID
          ? [
              {
                label: '撤销',
                icon: <StopOutlined />,
                perm: revokeDecision.perm,
                onClick: () => setRevoking(row),
              },
            ]
          : []),
      ]}
      actionsWidth={180}
    >
      {revoking ? (
        <DecisionModal
          record={revoking}
          decision={revokeDecision}
          onClose={() => setRevoking(null)}
          onDone={() => setRevoking(null)}
        />
      ) : null}
    </ListPage>
  );
}
