import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApplicationView,
  ApplyAnswer,
  ApplyForm,
  MyApplications,
  ProgramCard,
  PublicPrograms,
} from '@server/modules/evaluate/evaluate.schema';
import type {
  CertificateAnswer,
  CertificateView,
  Verification,
  VerifyQuery,
} from '@server/modules/workflow/certificate.schema';
import type { Static } from 'typebox';
import { http, tokenless } from '@/lib/request';
// The feature's texts register as it loads (they are not in the site's first load).
import '../locales';

// The public and applicant side of ability evaluation (DESIGN.md §4b): the programmes, applying
// (or resubmitting after 待补充), one's applications, one's certificate and the public check of
// a certificate number.

export type { ApplicationView, ApplyForm, CertificateView, ProgramCard };
export type ProgramsData = NonNullable<Static<typeof PublicPrograms>['data']>;
export type PayTo = ProgramsData['payTo'];
export type ApplyResult = NonNullable<Static<typeof ApplyAnswer>['data']>;
export type CertificateCheck = NonNullable<Static<typeof Verification>['data']>;
export type CertificateQuery = { certNo: string; name: string };

export const evaluateKeys = {
  all: ['evaluate'] as const,
  programs: ['evaluate', 'programs'] as const,
  mine: ['evaluate', 'mine'] as const,
  certificate: (certId: number) => ['evaluate', 'certificate', certId] as const,
  verify: (query: CertificateQuery) => ['evaluate', 'verify', query] as const,
};

/** The published programmes and the association's bank account for their fees. */
export function usePrograms() {
  return useQuery({
    queryKey: evaluateKeys.programs,
    queryFn: async () =>
      (await http.get<Static<typeof PublicPrograms>>('/api/evaluate/programs', tokenless)).data!,
  });
}

/** The caller's applications, newest first, each with its timeline, result and certificate. */
export function useMyEvaluations(enabled = true) {
  return useQuery({
    queryKey: evaluateKeys.mine,
    queryFn: async () => (await http.get<Static<typeof MyApplications>>('/api/evaluate/mine')).data ?? [],
    enabled,
  });
}

/**
 * Applies (or resubmits with `applyId`); quiet, so the form shows the refusal beside each field
 * (RequestError.fieldErrors). Reloads one's applications after.
 */
export function useApplyEvaluation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (form: ApplyForm) =>
      (await http.post<Static<typeof ApplyAnswer>>('/api/evaluate/apply', form, { quiet: true })).data!,
    onSuccess: () => client.invalidateQueries({ queryKey: evaluateKeys.mine }),
  });
}

/** One of the caller's certificates, as printed (with the address its QR code opens). */
export function useEvaluationCertificate(certId: number) {
  return useQuery({
    queryKey: evaluateKeys.certificate(certId),
    queryFn: async () =>
      (await http.get<Static<typeof CertificateAnswer>>(`/api/certificate/${certId}`)).data!,
    retry: false,
  });
}

/**
 * The public check of a certificate number (and, when given, its holder's name). Quiet: an
 * unknown number (404) is an answer the page states, not an error to pop up.
 */
export function useCertificateCheck(query: CertificateQuery) {
  return useQuery({
    queryKey: evaluateKeys.verify(query),
    queryFn: async () => {
      const params: VerifyQuery = query.name ? query : { certNo: query.certNo };
      return (
        await http.get<Static<typeof Verification>>('/api/evaluate/verify', {
          ...tokenless,
          quiet: true,
          params,
        })
      ).data!;
    },
    enabled: query.certNo !== '',
    retry: false,
  });
}
