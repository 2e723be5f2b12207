import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EventCard,
  HomeList,
  MySigns,
  MySignView,
  PublicDetail,
  PublicListQuery,
  PublicTable,
  SignAnswer,
  SignForm,
  Ticket,
  VoucherBody,
} from '@server/modules/activity/activity.schema';
import type { CertificateAnswer } from '@server/modules/workflow/certificate.schema';
import type { Static } from 'typebox';
import { download } from '@/admin/components/download';
import '../locales';
import { http, tokenless } from '@/lib/request';

// The public and participant side of training events (DESIGN.md §4b): the list, the home block,
// an event with the caller's sign-up, signing up, cancelling, the voucher of a paid event, one's
// sign-ups, the e-ticket with its calendar file and the certificate of attendance.

export type { EventCard, MySignView, SignForm };
export type EventListQuery = PublicListQuery;
export type EventDetail = NonNullable<Static<typeof PublicDetail>['data']>;
export type EventTicket = NonNullable<Static<typeof Ticket>['data']>;

const base = '/api/activity/activities';

export const activityKeys = {
  all: ['activity'] as const,
  list: (query: EventListQuery) => ['activity', 'list', query] as const,
  next: ['activity', 'next'] as const,
  event: (activityId: number) => ['activity', 'event', activityId] as const,
  mine: ['activity', 'mine'] as const,
  ticket: (signId: number) => ['activity', 'ticket', signId] as const,
  certificate: (signId: number) => ['activity', 'certificate', signId] as const,
};

/** A page of published events by time (upcoming / ongoing / past), type and keyword. */
export function useEventList(query: EventListQuery) {
  return useQuery({
    queryKey: activityKeys.list(query),
    queryFn: () =>
      http.get<Static<typeof PublicTable>>(`${base}/getInfoList`, { ...tokenless, params: query }),
    placeholderData: keepPreviousData,
  });
}

/** The next events for the home page's block. */
export function useNextEvents(size = 4) {
  return useQuery({
    queryKey: activityKeys.next,
    queryFn: async () =>
      // Quiet: a block of the home page that fails shows as empty rather than raising a message.
      (
        await http.get<Static<typeof HomeList>>(`${base}/homeList`, {
          ...tokenless,
          quiet: true,
          params: { size },
        })
      ).data ?? [],
  });
}

/** An event with its rules and, for a logged-in caller, their latest sign-up. */
export function useEvent(activityId: number) {
  return useQuery({
    queryKey: activityKeys.event(activityId),
    queryFn: async () => (await http.get<Static<typeof PublicDetail>>(`${base}/${activityId}`)).data!,
    enabled: activityId > 0,
  });
}

export function useMySigns() {
  return useQuery({
    queryKey: activityKeys.mine,
    queryFn: async () => (await http.get<Static<typeof MySigns>>(`${base}/mySigns`)).data ?? [],
  });
}

export function useTicket(signId: number) {
  return useQuery({
    queryKey: activityKeys.ticket(signId),
    queryFn: async () => (await http.get<Static<typeof Ticket>>(`${base}/ticket/${signId}`)).data!,
  });
}

export function useCertificate(signId: number) {
  return useQuery({
    queryKey: activityKeys.certificate(signId),
    queryFn: async () =>
      (await http.get<Static<typeof CertificateAnswer>>(`${base}/certificate/${signId}`)).data!,
  });
}

/** Saves the ticket's calendar file (the call carries the login, so a plain link would not do). */
export const downloadCalendar = (signId: number) =>
  download(`${base}/ticket/${signId}/ics`, {}, `event-${signId}.ics`);

/** A change to the caller's sign-ups that reloads every event view after (seats, states). */
function useSignMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: activityKeys.all }),
  });
}

export const useSignUp = () =>
  useSignMutation(
    async (form: SignForm) => (await http.post<Static<typeof SignAnswer>>(`${base}/saveBll`, form)).data!,
  );

export const useCancelSign = () =>
  useSignMutation((signId: number) => http.post(`${base}/cancel`, { signId }));

export const useSubmitVoucher = () =>
  useSignMutation((body: VoucherBody) => http.post(`${base}/submitVoucher`, body));
