import { MemberDirectory } from '@/features/member/components/member-directory';

/** /memberShip/directory: 会员名录 (menu 15). */
export function MembershipDirectoryRoute() {
  return <MemberDirectory />;
}
