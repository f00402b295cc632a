import { readFileSync } from 'node:fs';
import { RICH_TEXT_POLICY } from '@edu/api-client';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text';

const XSS_PAYLOADS: string[] = JSON.parse(
  readFileSync(new URL('../../../../../shared/corpora/xss-payloads.json', import.meta.url), 'utf8'),
);

const ALLOWED_TAGS: ReadonlySet<string> = new Set(RICH_TEXT_POLICY.tags);
const ALLOWED_ATTRIBUTES: ReadonlySet<string> = new Set(RICH_TEXT_POLICY.attributes);
const URL_ATTRIBUTES: ReadonlySet<string> = new Set(RICH_TEXT_POLICY.urlAttributes);

/** Every way the sanitised HTML breaks the policy, as the parser reads it back. */
function policyBreaches(html: string): string[] {
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

describe('sanitizeRichText', () => {
  it.each([
    [
      'keeps structure and emphasis',
      '<h2>标题</h2><p>正文<strong>重点</strong></p>',
      '<h2>标题</h2><p>正文<strong>重点</strong></p>',
    ],
    [
      'keeps a site image and an https link',
      '<img src="/files/a.png" alt="图" /><a href="https://x.cn/">x</a>',
      '<img src="/files/a.png" alt="图" /><a href="https://x.cn/">x</a>',
    ],
    ['drops a script with its body', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['drops event handlers and inline style', '<p onclick="x()" style="color:red">a</p>', '<p>a</p>'],
    ['drops a javascript: link', '<a href="javascript:alert(1)">a</a>', '<a>a</a>'],
    ['drops a data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>" />', '<img />'],
    ['drops a protocol-relative link', '<a href="//evil.example/">a</a>', '<a>a</a>'],
    ['drops a frame and a form', '<iframe src="/x"></iframe><form><input name="a" /></form>b', 'b'],
    [
      'keeps table spans',
      '<table><tbody><tr><td colspan="2">a</td></tr></tbody></table>',
      '<table><tbody><tr><td colspan="2">a</td></tr></tbody></table>',
    ],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it(`leaves nothing outside the policy in any of the ${XSS_PAYLOADS.length} corpus payloads`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThan(400);
    const breaking = XSS_PAYLOADS.map((payload) => ({
      payload,
      breaches: policyBreaches(sanitizeRichText(payload)),
    })).filter(({ breaches }) => breaches.length > 0);
    expect(breaking).toEqual([]);
  });

  it('is stable: sanitising its own output changes nothing', () => {
    for (const payload of XSS_PAYLOADS) {
      const once = sanitizeRichText(payload);
      expect(sanitizeRichText(once)).toBe(once);
    }
  });
});
