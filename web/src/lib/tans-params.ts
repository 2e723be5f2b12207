// GET query serialisation of SPEC.md §7: nested objects become `key[sub]` (RuoYi's `tansParams`),
// arrays `key[0]`, `key[1]`; undefined, null and '' are left out.

function appendValue(parts: string[], key: string, value: unknown): void {
  if (value === undefined || value === null || value === '') return;
  if (value instanceof Date) {
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value.toISOString())}`);
    return;
  }
  if (typeof value === 'object') {
    for (const [sub, inner] of Object.entries(value)) appendValue(parts, `${key}[${sub}]`, inner);
    return;
  }
  if (typeof value === 'function' || typeof value === 'symbol') return;
  parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
}

export function tansParams(params: object | null | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) appendValue(parts, key, value);
  return parts.join('&');
}
