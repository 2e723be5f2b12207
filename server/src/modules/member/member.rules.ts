import dayjs from 'dayjs';

// The small rules of membership forms: mainland ID numbers (GB 11643-1999) and unified social
// credit codes (GB 32100-2015) with their check characters, how such numbers and names are masked
// wherever they are shown outside the staff detail, and how money is written.

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** The birth date (YYYY-MM-DD) an 18-digit ID number carries. */
export const birthdayOfIdNumber = (idNumber: string) =>
  `${idNumber.slice(6, 10)}-${idNumber.slice(10, 12)}-${idNumber.slice(12, 14)}`;

/**
 * Whether `text` is a valid calendar day written YYYY-MM-DD, not after today. The person's today
 * may already be the server's tomorrow (a payer in Beijing, a server on UTC), so that day passes.
 */
export function isPastDay(text: string): boolean {
  if (!isDay(text)) return false;
  const day = dayjs(text);
  return !day.isAfter(dayjs().add(1, 'day'), 'day') && day.year() >= 1900;
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export const isDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs(text).isValid() && dayjs(text).format('YYYY-MM-DD') === text;

/** The check character of an ID number's first 17 digits. */
export const idCheckChar = (first17: string) =>
  ID_CHECK[ID_WEIGHTS.reduce((total, weight, index) => total + weight * Number(first17[index]), 0) % 11];

/** An 18-digit mainland ID number: 17 digits, a real birth date and the right check character. */
export function isIdNumber(idNumber: string): boolean {
  if (!/^[1-9]\d{16}[\dX]$/.test(idNumber)) return false;
  if (!isPastDay(birthdayOfIdNumber(idNumber))) return false;
  return idCheckChar(idNumber) === idNumber[17];
}

/** The 31 characters of a credit code (no I, O, Z, S, V), each worth its position. */
const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of a credit code's first 17 characters. */
export function creditCheckChar(first17: string): string {
  const sum = CODE_WEIGHTS.reduce(
    (total, weight, index) => total + weight * CODE_CHARS.indexOf(first17[index]),
    0,
  );
  return CODE_CHARS[(31 - (sum % 31)) % 31];
}

/** An 18-character unified social credit code with the right check character. */
export function isCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false;
  return creditCheckChar(code) === code[17];
}

/** Keeps `head` and `tail` characters and stars the rest (at least one star). */
function keepEnds(text: string, head: number, tail: number): string {
  const chars = [...text];
  if (chars.length <= head + tail) return chars.length ? `${chars[0]}${'*'.repeat(chars.length - 1)}` : '';
  const stars = '*'.repeat(chars.length - head - tail);
  return chars.slice(0, head).join('') + stars + chars.slice(chars.length - tail).join('');
}

/** 110***********002X: the region's first digits and the last four, never the birth date. */
export const maskIdNumber = (idNumber: string) => (idNumber ? keepEnds(idNumber, 3, 4) : '');

/** 9135**********0Y43: the first four and the last four characters. */
export const maskCreditCode = (code: string) => (code ? keepEnds(code, 4, 4) : '');

/** 张*三 / 张* for a person; an organisation keeps its first two and last four characters. */
export function maskName(name: string, kind: 'personal' | 'org'): string {
  const length = [...name].length;
  if (kind === 'org') return length > 6 ? keepEnds(name, 2, 4) : keepEnds(name, 1, 1);
  return length <= 2 ? keepEnds(name, 1, 0) : keepEnds(name, 1, 1);
}

/** 30000 → ¥300.00 (money is kept in fen). */
export const formatFen = (fen: number) =>
  `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A mobile number, or a landline with its area code. */
export const isPhone = (phone: string) => /^1[3-9]\d{9}$/.test(phone) || /^0\d{2,3}-?\d{7,8}$/.test(phone);

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACES = ['', '拾', '佰', '仟'];
const SECTIONS = ['', '万', '亿'];

/** 0 < chunk < 10 000 in capitals: 1005 → 壹仟零伍. */
function chunkInWords(chunk: number): string {
  let text = '';
  let zero = false;
  for (let place = 3; place >= 0; place -= 1) {
    const digit = Math.floor(chunk / 10 ** place) % 10;
    if (digit === 0) {
      zero = text !== '';
      continue;
    }
    text += (zero ? '零' : '') + DIGITS[digit] + PLACES[place];
    zero = false;
  }
  return text;
}

/** Whole yuan in capitals, by sections of four digits: 1 000 500 → 壹佰万零伍佰. */
function yuanInWords(yuan: number): string {
  const chunks: number[] = [];
  for (let rest = yuan; rest > 0; rest = Math.floor(rest / 10_000)) chunks.push(rest % 10_000);
  let text = '';
  for (let section = chunks.length - 1; section >= 0; section -= 1) {
    const chunk = chunks[section];
    // A gap (a zero section, or a section below a thousand after a higher one) is read as 零.
    if (text && chunk < 1000 && !text.endsWith('零')) text += '零';
    if (chunk) text += chunkInWords(chunk) + SECTIONS[section];
  }
  return text.replace(/零+$/, '');
}

/** An amount in fen as a receipt writes it in capitals: 30000 → 人民币叁佰元整. */
export function amountInWords(fen: number): string {
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cent = fen % 10;
  if (fen === 0) return '人民币零元整';
  const whole = yuan ? `${yuanInWords(yuan)}元` : '';
  if (!jiao && !cent) return `人民币${whole}整`;
  const tenths = jiao ? `${DIGITS[jiao]}角` : whole && cent ? '零' : '';
  return `人民币${whole}${tenths}${cent ? `${DIGITS[cent]}分` : ''}`;
}

export const isEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
