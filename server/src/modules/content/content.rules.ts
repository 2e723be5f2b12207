// What the content resources (article types, articles, links, site settings) share: address
// checks and how exports label coded values.

/** An http(s) address. */
export const isHttpUrl = (value: string) => /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(value);

/**
 * A path on this site (`/evaluate`, `/profile/upload/…`) or an http(s) address; `//host` and
 * `/\host` are refused, browsers take them to another site.
 */
export const isSitePathOrUrl = (value: string) => /^\/(?![/\\])\S*$/.test(value) || isHttpUrl(value);

export const yesNoText = (value: unknown) => (value === '1' ? '是' : '否');
