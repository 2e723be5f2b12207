/** Tags that end a line of text: removed as a space, so the words either side stay apart. */
const BLOCK_TAG =
  /<\/?(p|br|hr|h[1-6]|li|ul|ol|table|thead|tbody|tr|td|th|blockquote|pre|div)(\s[^>]*)?\/?>/gi;

/**
 * The plain text of an article body that search matches and quotes: tags removed (inline ones
 * such as <strong> without a trace, so 协<strong>会</strong> still reads 协会), the entities the
 * editor and the sanitiser write decoded, runs of spaces made one. SQLite calls this as the SQL
 * function `search_text` (registered on every connection, used by the search triggers);
 * PostgreSQL has its own `search_text` (migration 0014) with the same rule.
 */
export function searchText(html: string | null): string {
  return (html ?? '')
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&apos;', "'")
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&amp;', '&')
    .replace(/[ \t\n\r\f\u00a0]+/g, ' ')
    .replace(/^ | $/g, '');
}
