import { CertificateSheet } from '@/components/certificate/certificate-sheet';
import { useCertificate } from '../api/activities';
import { PrintableQuery } from './printable';

/** /trainingEvent/certificate?signId=: the printable certificate of an attended training (hours). */
export function EventCertificate({ signId }: { signId: number }) {
  return (
    <PrintableQuery query={useCertificate(signId)}>
      {(certificate) => <CertificateSheet certificate={certificate} />}
    </PrintableQuery>
  );
}
