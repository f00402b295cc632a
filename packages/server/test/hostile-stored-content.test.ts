import * as api from '@edu/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './start-test-server';

// Stored content that would make a reader's browser write: a cover or a picture in a body that points at
// our API (a comment's GET-shaped delete, a read mark), our sign-in (logout) or our AI service, however
// the address is dressed. A cover is refused (400) and nothing is stored; a body keeps its text and loses
// the address.

let server: TestServer;
let admin: api.PortalClient;
let host: api.PortalClient;
let studioId: string;

const DELETE = '/resource_api/practice/v1/practiceComment/123/del';

/** Every way a picture address can point at a write (`{origin}` stands for the server's own origin). */
const HOSTILE_ADDRESSES: [string, string][] = [
  ['a GET-shaped comment delete', DELETE],
  ['the logout', '/auth/logout'],
  ['a read mark', '/resource_api/access-message/message/v1/web/portal/read?id=1'],
  ['the AI service', '/ai/conversations'],
  ['our API on our origin, absolute', `{origin}${DELETE}`],
  ['a file route walked out of with ../', '/resource_api/storage/files/../../practice/v1/practiceComment/123/del'],
  [
    'a file route walked out of with %2e%2e',
    '/resource_api/storage/files/%2e%2e/%2e%2e/practice/v1/practiceComment/123/del',
  ],
  [
    'a file route walked out of with ..%2f',
    '/resource_api/storage/files/..%2f..%2fpractice/v1/practiceComment/123/del',
  ],
  [
    'a file route walked out of with backslashes',
    '/resource_api/storage/files/..\\..\\practice/v1/practiceComment/123/del',
  ],
  ['the logout in capitals', '/AUTH/LOGOUT'],
  ['the logout with a tab', '/au\tth/logout'],
  ['the logout after ./', '/./auth/logout'],
  ['the logout through another page', '/index/../auth/logout'],
  ['the logout percent-encoded', '/%61uth/logout'],
  ['the logout through another name of the server', 'http://10.0.0.5:8080/auth/logout'],
  ['a protocol-relative address', '//evil.example/a.png'],
  ['a javascript: address', 'javascript:alert(1)'],
  ['a data: picture', 'data:image/svg+xml,<svg onload=alert(1)>'],
];
const resolved = (address: string) => address.replace('{origin}', server.url);

beforeAll(async () => {
  server = await startTestServer({ EDIT_RATE_LIMIT_PER_MINUTE: '100000' }, { seedDemoContent: true });
  const client = (token: string) => api.createPortalClient({ baseUrl: server.url, getToken: () => token });
  admin = client(await server.tokenFor('lyyk-admin'));
  host = client(await server.tokenFor('studio-owner'));
  const studios = (await api.getStudioPage(host, { keyword: '陈淑芬' })) as { list: { id: string }[] };
  studioId = String(studios.list[0]?.id);
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

const contentRows = () =>
  server.database.db.selectFrom('portal_content').select(['id', 'title', 'body', 'cover']).orderBy('id').execute();

/** A POST as the portal sends it (Bearer token), answered with its status and the envelope's reason. */
async function post(username: string, path: string, body: unknown) {
  const response = await fetch(`${server.url}/resource_api/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await server.tokenFor(username)}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, ...((await response.json()) as { msg: string; data: { id: string } | null }) };
}

describe('covers', () => {
  it.each(HOSTILE_ADDRESSES)('a research news cover of %s is refused and nothing is stored', async (_label, raw) => {
    const cover = resolved(raw);
    const before = await contentRows();
    const answer = await post('lyyk-admin', 'portal/research/v1/news/create', {
      title: '封面',
      content: '<p>正文</p>',
      cover,
    });
    expect(answer.status).toBe(400);
    expect(answer.msg).toBe('cover: 封面须为上传到平台的图片或其他网站的 http(s) 图片地址');
    expect(await contentRows()).toEqual(before);
  });

  it.each(HOSTILE_ADDRESSES)('a studio news cover of %s is refused and nothing is stored', async (_label, raw) => {
    const cover = resolved(raw);
    const before = await contentRows();
    const answer = await post('studio-owner', `portal/v1/studio/${studioId}/news/create`, {
      title: '封面',
      content: '<p>正文</p>',
      cover,
    });
    expect(answer.status).toBe(400);
    expect(answer.msg).toBe('cover: 封面必须是上传到平台的图片');
    expect(await contentRows()).toEqual(before);
  });

  it('an update to a hostile cover is refused and the stored item is unchanged', async () => {
    const created = (await api.createResearchNews(admin, { title: '原封面', content: '<p>x</p>' })) as { id: string };
    const before = await contentRows();
    for (const [label, raw] of HOSTILE_ADDRESSES) {
      const answer = await post('lyyk-admin', `portal/research/v1/news/${created.id}/update`, { cover: resolved(raw) });
      expect(answer.status, label).toBe(400);
    }
    expect(await contentRows()).toEqual(before);
  });

  it.each([
    [
      'one of our files',
      '/resource_api/storage/files/demo/images/a.png',
      '/resource_api/storage/files/demo/images/a.png',
    ],
    [
      'one of our files, normalised',
      '/resource_api/storage/files/demo/x/../images/a.png',
      '/resource_api/storage/files/demo/images/a.png',
    ],
    [
      'one of our files by its full address',
      '/resource_api/storage/upload/uploads/10003/u/a.png',
      '/resource_api/storage/upload/uploads/10003/u/a.png',
    ],
    ['a picture of another site', 'https://cdn.example.com/banner.jpg', 'https://cdn.example.com/banner.jpg'],
  ])('a research news cover of %s is stored, normalised', async (_label, cover, stored) => {
    const created = (await api.createResearchNews(admin, { title: '好封面', content: '<p>x</p>', cover })) as {
      id: string;
    };
    const row = await server.database.db
      .selectFrom('portal_content')
      .select('cover')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.cover).toBe(stored);
  });

  it('a studio news cover on another site is refused: a studio cover is an upload of ours', async () => {
    const answer = await post('studio-owner', `portal/v1/studio/${studioId}/news/create`, {
      title: '外站封面',
      content: '',
      cover: 'https://cdn.example.com/a.jpg',
    });
    expect(answer.status).toBe(400);
  });
});

describe('bodies', () => {
  const places = (address: string): [string, string][] => [
    ['a picture', `<img src="${address}" alt="图">`],
    ['a link', `<a href="${address}">链接</a>`],
    ['a srcset', `<img srcset="${address} 2x" alt="图">`],
    ['a video poster', `<video poster="${address}" src="${address}"></video>`],
    ['a source of an audio', `<audio><source src="${address}"></audio>`],
  ];

  it.each(HOSTILE_ADDRESSES)('a research news body keeps no address of %s', async (_label, raw) => {
    const address = resolved(raw);
    for (const [place, html] of places(address)) {
      const created = (await api.createResearchNews(admin, {
        title: `正文测试 ${place}`,
        content: `<p>正文保留</p>${html}`,
      })) as { id: string };
      const row = await server.database.db
        .selectFrom('portal_content')
        .select('body')
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(row.body, place).toContain('<p>正文保留</p>');
      expect(row.body, place).not.toMatch(/\b(?:src|href|srcset|poster)=/);
    }
  });

  it.each(HOSTILE_ADDRESSES)('a studio news body keeps no address of %s', async (_label, raw) => {
    const address = resolved(raw);
    const created = (await api.createStudioNews(host, studioId, {
      title: '工作室正文测试',
      content: `<p>正文保留</p><img src="${address}"><a href="${address}">链接</a>`,
    })) as { id: string };
    const row = await server.database.db
      .selectFrom('portal_content')
      .select('body')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.body).toBe('<p>正文保留</p><img /><a>链接</a>');
  });

  it('a body keeps pictures of our files and of other sites, and links to our pages', async () => {
    const html =
      '<img src="/resource_api/storage/files/demo/images/a.png" alt="a"><img src="https://cdn.example.com/b.png" alt="b"><a href="/lyyk/article/1">文章</a>';
    const created = (await api.createResearchNews(admin, { title: '正常正文', content: html })) as { id: string };
    const row = await server.database.db
      .selectFrom('portal_content')
      .select('body')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.body).toBe(
      '<img src="/resource_api/storage/files/demo/images/a.png" alt="a" /><img src="https://cdn.example.com/b.png" alt="b" /><a href="/lyyk/article/1">文章</a>',
    );
  });
});
