import type { TFunction } from '@/lib/i18n';
import { paths } from '@/config/paths';
import type { Lang } from '@/lib/i18n';

// What the declaration pages show of a call in the chosen language; an empty English text falls
// back to the Chinese one.

export const inLang = (zh: string, en: string, lang: Lang) => (lang === 1 && en.trim() !== '' ? en : zh);

export const callTitle = (call: { title: string; titleEs: string }, lang: Lang) =>
  inLang(call.title, call.titleEs, lang);

/** /Declare showing one call (the page keeps the chosen call in the URL). */
export const callHref = (callId: number) => `${paths.declare.getHref()}?callId=${callId}`;

const KINDS = ['award', 'project', 'other'] as const;

/** The name of a declare_kind value; an unknown one shows as it is. */
export const kindLabel = (t: TFunction, kind: string) =>
  (KINDS as readonly string[]).includes(kind) ? t(`declare.kinds.${kind as (typeof KINDS)[number]}`) : kind;

/** `2026-12-04 14:00:00` → `2026-12-04 14:00`. */
export const minutes = (time: string) => time.slice(0, 16);

/** `2026-12-04 14:00:00` → `2026-12-04`. */
export const day = (time: string) => time.slice(0, 10);

export const windowText = (call: { startTime: string; endTime: string }) =>
  `${minutes(call.startTime)} – ${minutes(call.endTime)}`;

/** The files a call asks for, written one a line by staff. */
export const fileList = (requiredFiles: string) =>
  requiredFiles
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const STATES = ['0', '1', '2', '3'] as const;

/** A declare_status value's label in the page language; an unknown one takes the server's label. */
export const statusText = (t: TFunction, status: string, serverLabel: string) =>
  (STATES as readonly string[]).includes(status)
    ? t(`declare.status.${status as (typeof STATES)[number]}`)
    : serverLabel;
