import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { EvaluationCertificate } from '@/features/evaluate/components/evaluation-certificate';
import { isDigits } from '@/lib/validate';

/** /evaluate/certificate/:certId (logged in): one of the caller's certificates, to print. */
export function EvaluateCertificateRoute() {
  const { certId } = useParams();
  if (!isDigits(certId)) return <Navigate to={paths.notFound.getHref()} replace />;
  return <EvaluationCertificate key={certId} certId={Number(certId)} />;
}
