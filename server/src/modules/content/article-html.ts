import sanitizeHtml from 'sanitize-html';

// Article bodies are shown to every visitor as HTML, so they are cleaned when saved, whatever
// the client: what the rich-text editor (Tiptap StarterKit + Image) produces stays, anything that
// could run script or restyle the page goes.

const TEXT_ALIGN = [/^(left|right|center|justify)$/];

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
    'img',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    p: ['style'],
    span: ['style'],
  },
  allowedStyles: { p: { 'text-align': TEXT_ALIGN }, span: { 'text-align': TEXT_ALIGN } },
  // Relative URLs (site paths such as /prod-api/profile/upload/…) are kept; `//host` is not.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // Links open here or in a new tab, and a new tab must not get hold of this page (window.opener).
    a: (tagName, { target, ...attribs }) => ({
      tagName,
      attribs: target === '_blank' ? { ...attribs, target, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  // A picture whose address was refused (data:, javascript:) would show as a broken image.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The article HTML as it may be stored and shown. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, options);
}
