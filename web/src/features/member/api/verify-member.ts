import { useQuery } from '@tanstack/react-query';
import type { VerifyAnswer } from '@server/modules/member/vip.schema';
import '../locales';
import { http, tokenless } from '@/lib/request';

export type MemberCheck = NonNullable<VerifyAnswer['data']>;

/** The public check of a member number: masked name, level, valid-to and standing. */
export async function verifyMember(memberNo: string): Promise<MemberCheck> {
  const answer = await http.get<VerifyAnswer>('/member/vip/getInfo', { ...tokenless, params: { memberNo } });
  if (!answer.data) throw new Error('no member in the answer');
  return answer.data;
}

export function useMemberCheck(memberNo: string) {
  return useQuery({
    queryKey: ['member', 'verify', memberNo],
    queryFn: () => verifyMember(memberNo),
    enabled: memberNo !== '',
    retry: false,
  });
}
