import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeZip } from '../src/demo/write-zip';
import { startTestServer, type TestServer } from './start-test-server';

// A small upload must not freeze the server (issue 29): office files shaped against the preview's
// extractor. Each answers a bounded page (the part read with a note, or 无法在线预览), never a 500, never
// a live document; a second request is served from the cache; and /healthz answers while they build.

const MIB = 1024 * 1024;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(
    { OFFICE_PREVIEW_MAX_BYTES: String(4 * MIB), OFFICE_PREVIEW_MAX_TEXT_CHARS: '20000' },
    { seedDemoContent: true },
  );
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

const docx = (xml: string) => writeZip([{ name: 'word/document.xml', data: xml }]);
const run = (text: string) => `<w:r><w:t>${text}</w:t></w:r>`;

/** Stores a file and lists it, as an upload would be. */
async function listed(id: string, name: string, bytes: Buffer): Promise<string> {
  const key = `uploads/10001/${id}/${name}`;
  await server.store.put(key, bytes);
  const template = await server.database.db.selectFrom('portal_files').selectAll().executeTakeFirstOrThrow();
  await server.database.db
    .insertInto('portal_files')
    .values({ ...template, id, file_name: name, file_ext: name.split('.').pop() ?? '', storage_key: key })
    .execute();
  return id;
}

/** What a preview must be: a bounded page of ours, sandboxed, with the expected words. */
async function expectBoundedPage(response: Response, status: number, words: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const policy = response.headers.get('content-security-policy') ?? '';
  expect(policy).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; sandbox$/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  const html = await response.text();
  expect(html).toContain(words);
  expect(html).not.toMatch(/<(?:script|iframe|img|object|embed|svg)\b/i);
  return html;
}

const CASES: [string, string, () => Buffer, number, string][] = [
  [
    'the 491-byte docx of 24 000 "<w:t "',
    'freeze.docx',
    () => docx(`<w:p>${'<w:t '.repeat(24_000)}`),
    406,
    '无法在线预览',
  ],
  [
    'a tag of a million attributes',
    'attributes.docx',
    () => docx(`<w:p><w:t ${Array.from({ length: 200_000 }, (_, i) => `a${i}="1"`).join(' ')}>x</w:t></w:p>`),
    406,
    '文档格式无法识别或已损坏',
  ],
  ['a zip bomb', 'bomb.docx', () => docx('a'.repeat(64 * MIB)), 406, '文档解压后过大'],
  [
    'text past the byte cap',
    'long.docx',
    // Mostly markup (a font name of 200 characters per paragraph): the bytes run out before the text does.
    () =>
      docx(
        `<w:body>${`<w:p><w:pPr><w:rFonts w:ascii="${'x'.repeat(200)}"/></w:pPr>${run('一')}</w:p>`.repeat(40_000)}</w:body>`,
      ),
    200,
    '文档较大，此处只显示前一部分内容',
  ],
  [
    'one run of text past the text cap',
    'text.docx',
    () => docx(`<w:p>${run('字'.repeat(100_000))}</w:p>`),
    200,
    '文档文字较多，此处只显示前一部分内容',
  ],
  [
    'paragraphs nested a hundred thousand deep',
    'deep.docx',
    () => docx(`${'<w:p>'.repeat(100_000)}${run('深处')}`),
    200,
    '深处',
  ],
  [
    'a sheet with a cell in column XFD on every row',
    'wide.xlsx',
    () =>
      writeZip([
        {
          name: 'xl/worksheets/sheet1.xml',
          data: `<worksheet><sheetData>${Array.from({ length: 50 }, (_, r) => `<row r="${r + 1}"><c r="XFD${r + 1}"><v>1</v></c></row>`).join('')}</sheetData></worksheet>`,
        },
      ]),
    200,
    '文档文字较多',
  ],
  [
    'a presentation of two thousand slides',
    'slides.pptx',
    () =>
      writeZip(
        Array.from({ length: 2_000 }, (_, index) => ({
          name: `ppt/slides/slide${index + 1}.xml`,
          data: `<p:sld><a:p><a:r><a:t>第 ${index + 1} 张</a:t></a:r></a:p></p:sld>`,
        })),
      ),
    200,
    '第 1 张',
  ],
  [
    'a file that is not a zip',
    'page.docx',
    () => Buffer.from('<html><script>alert(1)</script></html>'),
    406,
    '无法在线预览',
  ],
  ['an empty file', 'empty.xlsx', () => Buffer.alloc(0), 406, '无法在线预览'],
  [
    'script in the text',
    'script.docx',
    () => docx(`<w:p>${run('&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;')}</w:p>`),
    200,
    '&lt;script&gt;alert(1)&lt;/script&gt;',
  ],
];

describe('office previews of hostile files', () => {
  it.each(CASES)('answers %s with a bounded page, never a 500', async (_label, name, bytes, status, words) => {
    const id = await listed(`hostile-${name.replace(/\W/g, '-')}`, name, bytes());
    const first = await fetch(`${server.url}/resource_api/storage/preview/${id}`);
    const html = await expectBoundedPage(first, status, words);
    // Built once: the second answer is the same page, from the cache.
    const again = await fetch(`${server.url}/resource_api/storage/preview/${id}`);
    expect(await again.text()).toBe(html);
  });

  it('answers /healthz while eight hostile previews build', async () => {
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        listed(
          `busy-${index}`,
          `busy-${index}.docx`,
          docx(`<w:body>${`<w:p>${'<w:t '.repeat(200)}>x</w:t>${run('字'.repeat(50))}</w:p>`.repeat(3_000)}</w:body>`),
        ),
      ),
    );
    const previews = Promise.all(ids.map((id) => fetch(`${server.url}/resource_api/storage/preview/${id}`)));
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    for (const response of await previews) expect(response.status).toBeLessThan(500);
  });
});
