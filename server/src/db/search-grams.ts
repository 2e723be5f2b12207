/**
 * The two-character pieces of a text that the title search indexes: lowercased, every pair of
 * neighbouring characters with no space or punctuation in it, once each, space-separated. A
 * two-character Chinese word (协会) is one such piece, which a trigram index cannot find. SQLite
 * calls this as the SQL function `search_grams` (registered on every connection, used by the
 * search triggers); PostgreSQL has its own `search_grams` (migration 0012) with the same rule.
 */
export function searchGrams(text: string | null): string {
  const chars = [...(text ?? '').toLowerCase()];
  const grams = new Set<string>();
  for (let index = 0; index + 1 < chars.length; index += 1) {
    const gram = chars[index] + chars[index + 1];
    if (!/[\s\p{P}\p{S}]/u.test(gram)) grams.add(gram);
  }
  return [...grams].join(' ');
}
