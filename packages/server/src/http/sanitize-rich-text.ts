import { isStoredAddressAllowed, RICH_TEXT_POLICY } from '@edu/api-client';
import sanitizeHtml from 'sanitize-html';

const URL_ATTRIBUTES: ReadonlySet<string> = new Set(RICH_TEXT_POLICY.urlAttributes);

/** Options of one sanitising: the policy, and an address rule that knows our origin. */
function optionsFor(ourOrigin: string): sanitizeHtml.IOptions {
  // Drops an address the stored-address rule refuses: `javascript:`, `data:`, `//host`, `x.png`, and any
  // that resolves to our API, sign-in or AI service (a picture only to a stored file of ours).
  const keepSafeAddresses = (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
    const kept: sanitizeHtml.Attributes = {};
    for (const [name, value] of Object.entries(attribs)) {
      const use = name === 'href' ? 'link' : 'resource';
      if (!URL_ATTRIBUTES.has(name) || isStoredAddressAllowed(value, ourOrigin, use)) kept[name] = value;
    }
    return { tagName, attribs: kept };
  };
  return {
    allowedTags: [...RICH_TEXT_POLICY.tags],
    allowedAttributes: { '*': [...RICH_TEXT_POLICY.attributes] },
    allowedSchemes: ['http', 'https'],
    allowProtocolRelative: false,
    // Script and style bodies go with their tags rather than surviving as text.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
    // Every tag: an address attribute is checked wherever it appears, not only on <a> and <img>.
    transformTags: { '*': keepSafeAddresses },
  };
}

/**
 * The HTML an administrator writes (news, activity and article bodies), reduced to `RICH_TEXT_POLICY`
 * before it is stored, with every address checked by `isStoredAddressAllowed` against `ourOrigin` (issue
 * 29: a body must never make its reader's browser call our API). The portal applies the same policy and
 * rule again before it shows a body.
 */
export function sanitizeRichText(html: string, ourOrigin: string): string {
  return sanitizeHtml(html, optionsFor(ourOrigin));
}
