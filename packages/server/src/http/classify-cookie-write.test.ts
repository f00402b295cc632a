import { describe, expect, it } from 'vitest';
import { type CookieWriteVerdict, classifyCookieWrite } from './classify-cookie-write';

const OURS = 'https://edu.example.cn';

describe('classifyCookieWrite', () => {
  it.each<[string | undefined, string | undefined, string | undefined, CookieWriteVerdict]>([
    // The page's own fetch or XHR.
    ['same-origin', 'cors', undefined, 'script'],
    ['same-origin', 'same-origin', undefined, 'script'],
    ['Same-Origin', 'CORS', OURS, 'script'],
    // No Sec-Fetch-* (an older browser, plain HTTP): a POST's Origin equal to ours.
    [undefined, undefined, OURS, 'script'],
    [undefined, undefined, 'HTTPS://EDU.EXAMPLE.CN:443', 'script'],
    [undefined, 'cors', OURS, 'script'],
    // Same-origin, but not a script: a picture, a video, a script or style tag in our own content.
    ['same-origin', 'no-cors', undefined, 'embedded'],
    ['same-origin', 'websocket', undefined, 'embedded'],
    [undefined, 'no-cors', OURS, 'embedded'],
    // Same-origin page loads: a link, a redirect, a form.
    ['same-origin', 'navigate', undefined, 'navigation'],
    ['same-origin', 'Navigate', OURS, 'navigation'],
    [undefined, 'navigate', OURS, 'navigation'],
    // Sec-Fetch-Site without its mode: nothing says "script".
    ['same-origin', undefined, undefined, 'foreign'],
    ['same-origin', '', OURS, 'foreign'],
    // Not same-origin, whatever the mode.
    ['cross-site', 'cors', undefined, 'foreign'],
    ['cross-site', 'navigate', undefined, 'foreign'],
    ['same-site', 'cors', OURS, 'foreign'],
    ['none', 'navigate', undefined, 'foreign'],
    ['cross-site', 'cors', OURS, 'foreign'],
    [undefined, 'cors', 'https://evil.example', 'foreign'],
    [undefined, 'cors', 'null', 'foreign'],
    [undefined, 'cors', 'http://edu.example.cn', 'foreign'],
    [undefined, 'cors', 'https://edu.example.cn.evil.example', 'foreign'],
    [undefined, undefined, undefined, 'foreign'],
    [undefined, 'cors', undefined, 'foreign'],
    [undefined, 'no-cors', undefined, 'foreign'],
    ['', 'cors', 'not an origin', 'foreign'],
  ])('Sec-Fetch-Site %j, Sec-Fetch-Mode %j, Origin %j: %s', (secFetchSite, secFetchMode, origin, verdict) => {
    expect(classifyCookieWrite({ secFetchSite, secFetchMode, origin }, OURS)).toBe(verdict);
  });
});
