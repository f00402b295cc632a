import { RICH_TEXT_POLICY } from '@edu/api-client';
import sanitizeHtml from 'sanitize-html';

const URL_ATTRIBUTES: ReadonlySet<string> = new Set(RICH_TEXT_POLICY.urlAttributes);

/** Drops an address attribute that the policy's URL rule refuses (`javascript:`, `data:`, `//host`, `x.png`). */
function keepSafeAddresses(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (!URL_ATTRIBUTES.has(name) || RICH_TEXT_POLICY.url.test(value.trim())) kept[name] = value;
  }
  return { tagName, attribs: kept };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_POLICY.tags],
  allowedAttributes: { '*': [...RICH_TEXT_POLICY.attributes] },
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
  // Script and style bodies go with their tags rather than surviving as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: { a: keepSafeAddresses, img: keepSafeAddresses },
};

/**
 * The HTML an administrator writes (news, activity and article bodies), reduced to `RICH_TEXT_POLICY`
 * before it is stored. The portal applies the same policy again before it shows a body.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
