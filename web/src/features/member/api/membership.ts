import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicationView,
  MyApplications,
  OrgForm,
  PersonalForm,
  SubmitAnswer,
} from '@server/modules/member/apply.schema';
import type { PublicLevel, PublicLevelList } from '@server/modules/member/level.schema';
import type { PayInfoBody, ReceiptAnswer } from '@server/modules/member/payment.schema';
import type {
  DirectoryQuery,
  DirectoryTable,
  ProfileBody,
  RenewAnswer,
} from '@server/modules/member/vip.schema';
import '../locales';
import { http, tokenless } from '@/lib/request';

// The applicant's side of membership (DESIGN.md §4b): levels, the two forms, the applications
// with their timeline and payments, paying, renewing, receipts, and the public directory.

export type { ApplicationView, PublicLevel };
export type MemberKind = 'personal' | 'org';
export type ApplyForm = PersonalForm & OrgForm;
export type MyApplicationsData = NonNullable<MyApplications['data']>;
export type PayInfo = PayInfoBody;

const FORM_CALLS: Record<MemberKind, { check: string; add: string }> = {
  personal: { check: 'check', add: 'addMember' },
  org: { check: 'checkOrg', add: 'addOrg' },
};

export const membershipKeys = {
  levels: ['member', 'levels'] as const,
  mine: ['member', 'applications'] as const,
  directory: (kind: MemberKind, query: DirectoryQuery) => ['member', 'directory', kind, query] as const,
};

export function useLevels() {
  return useQuery({
    queryKey: membershipKeys.levels,
    queryFn: async () =>
      (await http.get<PublicLevelList>('/api/system/sign/levelList', tokenless)).data ?? [],
  });
}

/** The caller's applications (personal and organisation) and the association's bank account. */
export function useMyApplications(enabled: boolean) {
  return useQuery({
    queryKey: membershipKeys.mine,
    queryFn: async () => (await http.get<MyApplications>('/api/system/sign/getInfo')).data!,
    enabled,
  });
}

/** Checks a form without saving; rejects quietly with the field errors (RequestError.fieldErrors). */
export const checkApplication = (kind: MemberKind, form: ApplyForm) =>
  http.post(`/api/system/sign/${FORM_CALLS[kind].check}`, form, { quiet: true });

const submitApplication = (kind: MemberKind, form: ApplyForm) =>
  http.post<SubmitAnswer>(`/api/system/sign/${FORM_CALLS[kind].add}`, form, { quiet: true });

const submitPayInfo = (body: PayInfoBody) =>
  http.post('/api/system/sign/submitPayInfo', body, { quiet: true });

const openRenewal = () => http.post<RenewAnswer>('/member/vip/addpc', {});

/** A mutation of the caller's applications that reloads them (and the session's standing) after. */
function useApplicationsMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: ['member'] }),
  });
}

export const useSubmitApplication = () =>
  useApplicationsMutation(({ kind, form }: { kind: MemberKind; form: ApplyForm }) =>
    submitApplication(kind, form),
  );
export const useSubmitPayInfo = () => useApplicationsMutation(submitPayInfo);
export const useOpenRenewal = () => useApplicationsMutation(openRenewal);

export function useReceipt(payId: number) {
  return useQuery({
    queryKey: ['member', 'receipt', payId],
    queryFn: async () =>
      (await http.get<ReceiptAnswer>('/api/system/sign/receipt', { params: { payId } })).data!,
    retry: false,
  });
}

/** Listed current members of a kind, paged (public fields only). */
export function useDirectory(kind: MemberKind, query: DirectoryQuery) {
  return useQuery({
    queryKey: membershipKeys.directory(kind, query),
    queryFn: () =>
      http.get<DirectoryTable>(`/api/system/sign/${kind === 'org' ? 'orgList' : 'memberList'}`, {
        ...tokenless,
        params: query,
      }),
    placeholderData: keepPreviousData,
  });
}

const updateDirectoryProfile = (body: ProfileBody) => http.put('/member/vip', body, { quiet: true });
export const useUpdateDirectoryProfile = () => useApplicationsMutation(updateDirectoryProfile);
