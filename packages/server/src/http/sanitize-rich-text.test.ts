import { describe, expect, it } from 'vitest';
import { policyBreaches, XSS_PAYLOADS } from '../testing/rich-text-policy-breaches';
import { sanitizeRichText } from './sanitize-rich-text';

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
