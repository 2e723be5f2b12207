import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { MemberReceipt } from '@/features/member/components/member-receipt';

/** /memberShip/receipt/:payId (logged in): the receipt of one of the caller's confirmed payments. */
export function MembershipReceiptRoute() {
  const payId = Number(useParams().payId);
  if (!Number.isInteger(payId) || payId <= 0) return <Navigate to={paths.notFound.getHref()} replace />;
  return <MemberReceipt payId={payId} />;
}
