import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CallCard,
  DeclarationView,
  DeclareAnswer,
  DeclareForm,
  MyDeclarations,
  PublicCall,
  PublicCalls,
  Results,
} from '@server/modules/declare/declare.schema';
import type { Static } from 'typebox';
import { http, tokenless } from '@/lib/request';
// The feature's texts register as it loads (they are not in the site's first load).
import '../locales';

// The declarant's side of declarations and the public merit-rating results (DESIGN.md §4b): the
// open calls, one call with the caller's declaration on it, declaring (or resubmitting after
// 待补充), one's declarations with their timeline, and the announcements (公示).

export type { CallCard, DeclarationView, DeclareForm };
export type CallDetail = NonNullable<Static<typeof PublicCall>['data']>;
export type DeclareResult = NonNullable<Static<typeof DeclareAnswer>['data']>;
export type ResultsData = NonNullable<Static<typeof Results>['data']>;
export type Announcement = ResultsData['current'][number];

const base = '/api/declare';

export const declareKeys = {
  all: ['declare'] as const,
  calls: ['declare', 'calls'] as const,
  call: (callId: number) => ['declare', 'call', callId] as const,
  mine: ['declare', 'mine'] as const,
  results: ['declare', 'results'] as const,
};

/** The published calls still open, newest first. */
export function useCalls() {
  return useQuery({
    queryKey: declareKeys.calls,
    queryFn: async () => (await http.get<Static<typeof PublicCalls>>(`${base}/calls`, tokenless)).data ?? [],
  });
}

/** A call's text, with the caller's declaration on it and whether they may declare now. */
export function useCall(callId: number) {
  return useQuery({
    queryKey: declareKeys.call(callId),
    queryFn: async () => (await http.get<Static<typeof PublicCall>>(`${base}/calls/${callId}`)).data!,
    enabled: callId > 0,
    retry: false,
  });
}

export function useMyDeclarations(enabled = true) {
  return useQuery({
    queryKey: declareKeys.mine,
    queryFn: async () => (await http.get<Static<typeof MyDeclarations>>(`${base}/mine`)).data ?? [],
    enabled,
  });
}

/** The announcements under publicity and the earlier ones by year. */
export function useResults() {
  return useQuery({
    queryKey: declareKeys.results,
    queryFn: async () =>
      (await http.get<Static<typeof Results>>(`${base}/results`, tokenless)).data ?? {
        current: [],
        past: [],
      },
  });
}

/**
 * Declares (or resubmits with `declareId`); quiet, so the form shows the refusal beside its
 * fields. Reloads every declaration view after (the call's `mine`, my declarations).
 */
export function useSubmitDeclaration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (form: DeclareForm) =>
      (await http.post<Static<typeof DeclareAnswer>>(`${base}/submit`, form, { quiet: true })).data!,
    onSuccess: () => client.invalidateQueries({ queryKey: declareKeys.all }),
  });
}
