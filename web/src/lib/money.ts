// Money is kept in fen (1/100 yuan) everywhere (DESIGN.md §4b) and shown as ¥300.00.

/** 30000 → ¥300.00 */
export const formatFen = (fen: number) =>
  `¥${(fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** '300' or '300.5' yuan as typed → 30000 / 30050 fen; null when it is not an amount of money. */
export function yuanToFen(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole, part = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}
