import { readFileSync } from 'node:fs';
import { RICH_TEXT_POLICY } from '@edu/api-client';
import { Parser } from 'htmlparser2';

/** The XSS payloads of the shared corpus (/work/shared/corpora, see its SOURCES.md). */
export const XSS_PAYLOADS: string[] = JSON.parse(
  readFileSync(new URL('../../../../../shared/corpora/xss-payloads.json', import.meta.url), 'utf8'),
);

const ALLOWED_TAGS: ReadonlySet<string> = new Set(RICH_TEXT_POLICY.tags);
const ALLOWED_ATTRIBUTES: ReadonlySet<string> = new Set(RICH_TEXT_POLICY.attributes);
const URL_ATTRIBUTES: ReadonlySet<string> = new Set(RICH_TEXT_POLICY.urlAttributes);

/** Every way sanitised HTML breaks the rich-text policy, as a parser reads it back. */
export function policyBreaches(html: string): string[] {
  const breaches: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (!ALLOWED_TAGS.has(name)) breaches.push(`<${name}>`);
        for (const [attribute, value] of Object.entries(attributes)) {
          if (!ALLOWED_ATTRIBUTES.has(attribute)) breaches.push(`${name}[${attribute}]`);
          else if (URL_ATTRIBUTES.has(attribute) && !RICH_TEXT_POLICY.url.test(value.trim())) {
            breaches.push(`${name}[${attribute}=${value}]`);
          }
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return breaches;
}
