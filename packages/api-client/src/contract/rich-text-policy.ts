/**
 * What HTML an administrator writes (article, news and activity bodies) may keep. One policy, applied
 * twice: the server sanitises before it stores a body, the portal again before it shows one, so a body
 * stored before a policy change, or written straight into the database, is still safe on the page.
 *
 * Text structure, emphasis, lists, tables, images and links; no inline style, no event handler, no
 * form, frame or script. Links and images only over http(s) or a site path: no `javascript:`, no `data:`
 * and no protocol-relative `//host` address.
 */
export const RICH_TEXT_POLICY = {
  tags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'a',
    'figure',
    'figcaption',
    'hr',
  ],
  attributes: ['href', 'src', 'alt', 'title', 'colspan', 'rowspan'],
  /** The attributes that hold an address, checked against `url`. */
  urlAttributes: ['href', 'src'],
  url: /^(?:https?:|\/(?!\/))/i,
} as const satisfies {
  tags: readonly string[];
  attributes: readonly string[];
  urlAttributes: readonly string[];
  url: RegExp;
};
