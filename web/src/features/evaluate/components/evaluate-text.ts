import type { TFunction } from '@/lib/i18n';
import type { Lang } from '@/lib/i18n';

// What the evaluation pages show of a programme in the chosen language; an empty English text
// falls back to the Chinese one.

export const inLang = (zh: string, en: string, lang: Lang) => (lang === 1 && en.trim() !== '' ? en : zh);

/** `2026-12-04 14:00:00` → `2026-12-04 14:00`. */
export const minutes = (time: string) => time.slice(0, 16);

const STATES = ['0', '1', '2', '3', '4', '5'] as const;
export type ApplyState = (typeof STATES)[number];

/** The name of an evaluate_apply_status value; an unknown one shows as the server labelled it. */
export const stateLabel = (t: TFunction, status: string, serverLabel: string) =>
  (STATES as readonly string[]).includes(status) ? t(`evaluate.status.${status as ApplyState}`) : serverLabel;

/**
 * An application that still counts (under review, to complete, awaiting the exam, certified):
 * while one is open for a programme, the programme offers no second form. Rejected (2) and
 * failed (4) ones leave the way open to apply again.
 */
export const isActive = (status: string) => status !== '2' && status !== '4';
