import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../http/envelope.js';
import type { CurrentUser } from '../../plugins/auth.js';
import { certificateViews, ensureCertificate } from '../workflow/certificate.service.js';
import { type SignState, TICKET_STATES } from './activity.workflows.js';
import { earnsCertificate, ownSign } from './sign.service.js';

// What a participant keeps: the e-ticket (its code goes into the QR code), the event as an .ics
// calendar file, and the certificate of attendance of a training with its hours (学时), on the
// shared certificate mechanism.

/** The owner's ticket while it is valid (registered or checked in). */
export async function ticketOf(db: Kysely<Database>, user: CurrentUser, signId: number) {
  const sign = await ownSign(db, user, signId);
  if (!TICKET_STATES.includes(sign.status as SignState)) throw badRequest('报名尚未成功，暂无电子票');
  return sign;
}

/** RFC 5545 text: backslash, semicolon, comma and line breaks escaped. */
const icsText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** A local 'YYYY-MM-DD HH:mm:ss' as an RFC 5545 UTC time. */
const icsTime = (time: string | Date) =>
  dayjs(time)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Lines longer than 75 octets are folded (CRLF and a space), never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let part = '';
  for (const char of line) {
    if (Buffer.byteLength(part + char) > 74) {
      parts.push(part);
      part = '';
    }
    part += char;
  }
  return [...parts, part].join('\r\n ');
}

/** The ticket's event as an .ics calendar with one VEVENT. */
export async function ticketCalendar(
  db: Kysely<Database>,
  user: CurrentUser,
  signId: number,
  now = new Date(),
) {
  const sign = await ticketOf(db, user, signId);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Xiehui//Training events//ZH',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:ticket-${sign.ticketCode}@xiehui`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(sign.startTime)}`,
    `DTEND:${icsTime(sign.endTime)}`,
    `SUMMARY:${icsText(sign.title)}`,
    `LOCATION:${icsText(sign.location)}`,
    `DESCRIPTION:${icsText(`电子票号：${sign.ticketCode}`)}`,
    // A cancelled event leaves the calendar it was added to.
    `STATUS:${sign.eventStatus === '2' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/**
 * The certificate of attendance of a training the owner attended: issued (numbered PX…) the first
 * time it is opened, then the same certificate, verifiable like an evaluation's.
 */
export async function certificateOf(db: Kysely<Database>, user: CurrentUser, signId: number, origin: string) {
  const sign = await ownSign(db, user, signId);
  if (!earnsCertificate(sign)) throw badRequest('仅已签到的培训活动可查看学时证明');
  const certificate = await ensureCertificate(db, {
    kind: 'training',
    recordId: sign.signId,
    userId: sign.userId,
    holderName: sign.realName,
    title: sign.title,
    titleEs: sign.titleEs,
    hours: sign.hours,
    issueDate: sign.endTime.slice(0, 10),
  });
  return (await certificateViews(db, [certificate], origin))[0];
}
