import { useSearchParams } from 'react-router';
import { MemberVerify } from '@/features/member/components/member-verify';

/** /memberShip/verify?memberNo=: the public check of a member number. */
export function MembershipVerifyRoute() {
  const [params, setParams] = useSearchParams();
  const memberNo = params.get('memberNo')?.trim().toUpperCase() ?? '';
  return (
    <MemberVerify key={memberNo} initialNo={memberNo} onCheck={(next) => setParams({ memberNo: next })} />
  );
}
