import { describe, expect, it } from 'vitest';
import { isStoredAddressAllowed, type StoredAddressUse } from './stored-address';

const OURS = 'https://edu.example.cn';
const FILE = '/resource_api/storage/files/uploads/10004/a1/cover.png';

describe('isStoredAddressAllowed', () => {
  it.each<[string, StoredAddressUse, boolean]>([
    // Our stored files, however they are written.
    [FILE, 'resource', true],
    [`${OURS}${FILE}`, 'resource', true],
    ['/resource_api/storage/upload/uploads/10004/a1/photo.jpg', 'resource', true],
    ['/resource_api/storage/preview/9001', 'link', true],
    [`/resource_api/storage/files/demo/images/a/../b.png`, 'resource', true],
    ['/RESOURCE_API/Storage/Files/x.png', 'resource', true],
    // Pictures and links on other sites.
    ['https://cdn.example.com/banner.jpg', 'resource', true],
    ['http://www.moe.gov.cn/jyb_xwfb/', 'link', true],
    // Pages of ours: a link may point at them, a picture has no business there.
    ['/lyyk/article/42', 'link', true],
    ['/index', 'resource', false],
    [`${OURS}/index`, 'resource', false],
    // The writes of issue 29: a comment deleted, a session ended, by a picture in content.
    ['/resource_api/practice/v1/practiceComment/123/del', 'resource', false],
    ['/resource_api/practice/v1/practiceComment/123/del', 'link', false],
    ['/auth/logout', 'resource', false],
    ['/auth/logout', 'link', false],
    ['/ai/conversations', 'resource', false],
    ['/ai', 'link', false],
    [`${OURS}/resource_api/access-message/message/v1/web/portal/read?id=1`, 'resource', false],
    // Dressed as a file route.
    ['/resource_api/storage/files/../../practice/v1/practiceComment/123/del', 'resource', false],
    ['/resource_api/storage/files/%2e%2e/%2e%2e/practice/v1/practiceComment/123/del', 'resource', false],
    ['/resource_api/storage/files/..%2f..%2fpractice/v1/practiceComment/123/del', 'resource', false],
    ['/resource_api/storage/files/..%5c..%5cpractice/v1/practiceComment/123/del', 'resource', false],
    ['/resource_api/storage/files/..\\..\\practice/v1/practiceComment/123/del', 'resource', false],
    ['/resource_api/storage/files/%252e%252e/x.png', 'resource', true],
    ['/resource_api/storage/files/%zz', 'resource', false],
    // Dressed otherwise.
    ['/AUTH/LOGOUT', 'link', false],
    ['/au\tth/logout', 'resource', false],
    ['/auth/./logout', 'resource', false],
    ['/index/../auth/logout', 'link', false],
    ['/%61uth/logout', 'link', false],
    ['  /auth/logout  ', 'resource', false],
    ['/resource_api/storage/files', 'resource', false],
    // Our API under another name of this same server.
    ['http://10.0.0.5:8080/auth/logout', 'resource', false],
    ['https://edu.example.cn:443/resource_api/portal/v1/application/collection/1', 'link', false],
    // Not an address the policy keeps at all.
    ['//evil.example/x.png', 'resource', false],
    ['javascript:alert(1)', 'link', false],
    ['data:image/png;base64,AAAA', 'resource', false],
    ['x.png', 'resource', false],
    ['', 'resource', false],
    ['ftp://files.example/x.png', 'resource', false],
  ])('%j as a %s: %s', (value, use, allowed) => {
    expect(isStoredAddressAllowed(value, OURS, use)).toBe(allowed);
  });
});
