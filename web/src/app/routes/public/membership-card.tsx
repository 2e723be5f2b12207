import { MemberECard } from '@/features/member/components/member-ecard';

/** /memberShip/card (logged in): the printable e-card. */
export function MembershipCardRoute() {
  return <MemberECard />;
}
