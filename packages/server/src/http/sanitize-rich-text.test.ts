import { describe, expect, it } from 'vitest';
import { policyBreaches, XSS_PAYLOADS } from '../testing/rich-text-policy-breaches';
import { sanitizeRichText } from './sanitize-rich-text';

const OURS = 'https://edu.example.cn';
const sanitize = (html: string) => sanitizeRichText(html, OURS);

describe('sanitizeRichText', () => {
  it.each([
    [
      'keeps structure and emphasis',
      '<h2>标题</h2><p>正文<strong>重点</strong></p>',
      '<h2>标题</h2><p>正文<strong>重点</strong></p>',
    ],
    [
      'keeps a site image and an https link',
      '<img src="/resource_api/storage/files/a.png" alt="图" /><a href="https://x.cn/">x</a>',
      '<img src="/resource_api/storage/files/a.png" alt="图" /><a href="https://x.cn/">x</a>',
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
    expect(sanitize(input)).toBe(expected);
  });

  // Issue 29: a body that makes its reader's browser call our API, sign-in or AI service with the cookie.
  it.each([
    ['a picture that deletes a comment', '<img src="/resource_api/practice/v1/practiceComment/9/del" />', '<img />'],
    ['a picture that signs out', '<img src="/auth/logout" alt="x" />', '<img alt="x" />'],
    [
      'a picture on our origin, absolute',
      `<img src="${OURS}/resource_api/access-message/message/v1/web/portal/read?id=1" />`,
      '<img />',
    ],
    [
      'a picture dressed as a file',
      '<img src="/resource_api/storage/files/../../practice/v1/practiceComment/9/del" />',
      '<img />',
    ],
    [
      'a picture with encoded dots',
      '<img src="/resource_api/storage/files/..%2f..%2fpractice/v1/practiceComment/9/del" />',
      '<img />',
    ],
    ['a picture in entities', '<img src="&#47;auth&#47;logout" />', '<img />'],
    ['a picture with a tab in its path', '<img src="/au&#9;th/logout" />', '<img />'],
    ['a picture in capitals', '<img src="/AUTH/LOGOUT" />', '<img />'],
    ['a picture of our page, not a file', '<img src="/index" />', '<img />'],
    ['a picture of our AI service', '<img src="/ai/conversations" />', '<img />'],
    ['a picture through another name of our server', '<img src="http://10.0.0.5:8080/auth/logout" />', '<img />'],
    ['a link that deletes a comment', '<a href="/resource_api/practice/v1/practiceComment/9/del">删</a>', '<a>删</a>'],
    ['a link that signs out', '<a href="/auth/logout?redirect_url=/index">退出</a>', '<a>退出</a>'],
    [
      'a srcset',
      '<img srcset="/auth/logout 1x" src="/resource_api/storage/files/a.png" />',
      '<img src="/resource_api/storage/files/a.png" />',
    ],
    ['a video poster', '<video poster="/auth/logout" src="/auth/logout"></video>x', 'x'],
    ['an audio source', '<audio><source src="/auth/logout" /></audio>y', 'y'],
    [
      'a background attribute',
      '<table background="/auth/logout"><tbody><tr><td>z</td></tr></tbody></table>',
      '<table><tbody><tr><td>z</td></tr></tbody></table>',
    ],
    ['a style url()', '<p style="background:url(/auth/logout)">w</p>', '<p>w</p>'],
    ['a link to our page stays', '<a href="/lyyk/article/5">文章</a>', '<a href="/lyyk/article/5">文章</a>'],
    [
      'a picture of another site stays',
      '<img src="https://cdn.example.com/a.png" />',
      '<img src="https://cdn.example.com/a.png" />',
    ],
  ])('drops %s', (_name, input, expected) => {
    expect(sanitize(input)).toBe(expected);
  });

  it(`leaves nothing outside the policy in any of the ${XSS_PAYLOADS.length} corpus payloads`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThan(400);
    const breaking = XSS_PAYLOADS.map((payload) => ({
      payload,
      breaches: policyBreaches(sanitize(payload)),
    })).filter(({ breaches }) => breaches.length > 0);
    expect(breaking).toEqual([]);
  });

  it('is stable: sanitising its own output changes nothing', () => {
    for (const payload of XSS_PAYLOADS) {
      const once = sanitize(payload);
      expect(sanitize(once)).toBe(once);
    }
  });
});
