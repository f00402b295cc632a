import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pageDataBlockOf, takeServerRenderedData } from './page-data';

/** Just enough of a document for one data block: the element's text, and whether it was removed. */
function documentWith(blockHtml: string | undefined) {
  const text = blockHtml?.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
  const block =
    text === undefined
      ? null
      : {
          textContent: text,
          removed: false,
          remove() {
            this.removed = true;
          },
        };
  return { document: { getElementById: () => block } as unknown as Document, block };
}

describe('the data a server render sends with its page', () => {
  it('carries the answers into the page’s query client, and the block is removed', () => {
    const server = new QueryClient();
    server.setQueryData(['site', 'config'], { webName: '叶县教育公共服务平台' });
    server.setQueryData(['articles', { page: 1 }], { list: [{ title: '秋季运动会' }], total: 1 });
    const { document, block } = documentWith(pageDataBlockOf(server));
    const browser = new QueryClient();
    takeServerRenderedData(document, browser);
    expect(browser.getQueryData(['site', 'config'])).toEqual({ webName: '叶县教育公共服务平台' });
    expect(browser.getQueryData(['articles', { page: 1 }])).toEqual({ list: [{ title: '秋季运动会' }], total: 1 });
    expect(block?.removed).toBe(true);
  });

  it('cannot be closed early by the text it carries: no `<` survives, and the text comes back whole', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028';
    const server = new QueryClient();
    server.setQueryData(['article', 1], { title: hostile });
    const blockHtml = pageDataBlockOf(server);
    const inner = blockHtml
      .replace(/^<script type="application\/json" id="portal-page-data">/, '')
      .replace(/<\/script>$/, '');
    expect(inner).not.toContain('<');
    expect(inner).not.toContain('\u2028');
    const browser = new QueryClient();
    takeServerRenderedData(documentWith(blockHtml).document, browser);
    expect(browser.getQueryData(['article', 1])).toEqual({ title: hostile });
  });

  it('dates the answers by the browser’s clock: a server clock behind it does not make them stale', () => {
    const server = new QueryClient();
    server.setQueryData(['site', 'config'], { webName: '叶县' }, { updatedAt: Date.now() - 10 * 60_000 });
    const { document } = documentWith(pageDataBlockOf(server));
    const browser = new QueryClient();
    const before = Date.now();
    takeServerRenderedData(document, browser);
    const state = browser.getQueryState(['site', 'config']);
    expect(state?.dataUpdatedAt).toBeGreaterThanOrEqual(before);
  });

  it('sends no failed answer: the browser asks for it again', async () => {
    const server = new QueryClient();
    server.setQueryData(['site', 'config'], { webName: 'x' });
    await server.prefetchQuery({ queryKey: ['news'], queryFn: () => Promise.reject(new Error('down')), retry: false });
    const browser = new QueryClient();
    takeServerRenderedData(documentWith(pageDataBlockOf(server)).document, browser);
    expect(browser.getQueryData(['site', 'config'])).toEqual({ webName: 'x' });
    expect(browser.getQueryState(['news'])).toBeUndefined();
  });

  it('loses only the data when the block is broken or missing', () => {
    const { document } = documentWith('<script>{"queries":[{"broken"</script>');
    const browser = new QueryClient();
    expect(() => takeServerRenderedData(document, browser)).not.toThrow();
    expect(browser.getQueryCache().getAll()).toHaveLength(0);
    expect(() => takeServerRenderedData(documentWith(undefined).document, browser)).not.toThrow();
  });
});
