import { useSearchParams } from 'react-router';
import { CertificateVerify } from '@/features/evaluate/components/certificate-verify';

/** /evaluate/verify?certNo=&name=: the public check of a certificate (its QR code opens it). */
export function EvaluateVerifyRoute() {
  const [params, setParams] = useSearchParams();
  const certNo = params.get('certNo')?.trim().toUpperCase() ?? '';
  const name = params.get('name')?.trim() ?? '';
  return (
    <CertificateVerify
      key={`${certNo}/${name}`}
      query={{ certNo, name }}
      onCheck={(next) => setParams(next.name ? next : { certNo: next.certNo })}
    />
  );
}
