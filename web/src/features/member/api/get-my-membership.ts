import { useQuery } from '@tanstack/react-query';
import type { MemberView, MyMembership } from '@server/modules/member/vip.schema';
import '../locales';
import { http } from '@/lib/request';

export type { MemberView };

/** The caller's member record, or null when they are not a member. */
export async function getMyMembership(): Promise<MemberView | null> {
  return (await http.get<MyMembership>('/member/vip/getVip')).data ?? null;
}

export function useMyMembership() {
  return useQuery({ queryKey: ['member', 'mine'], queryFn: getMyMembership });
}
