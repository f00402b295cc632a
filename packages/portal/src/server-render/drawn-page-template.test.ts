import { describe, expect, it } from 'vitest';
import { drawnPageTemplate } from './drawn-page-template';

const BUILD_INDEX_HTML = `<!doctype html>
<html lang="zh-CN">
  <head>
    <title>叶县教育公共服务平台</title>
    <script type="module" crossorigin src="/assets/index-C2lBpg_D.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-DlmbjZJV.js">
    <link rel="stylesheet" crossorigin href="/assets/index-CmD-Ni9q.css">
    <link rel="modulepreload" crossorigin href="/assets/boot-D9SFkzTi.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the template of a page the server drew', () => {
  it('keeps the entry script and the stylesheet, and drops every modulepreload hint with its line', () => {
    expect(drawnPageTemplate(BUILD_INDEX_HTML)).toBe(`<!doctype html>
<html lang="zh-CN">
  <head>
    <title>叶县教育公共服务平台</title>
    <script type="module" crossorigin src="/assets/index-C2lBpg_D.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-CmD-Ni9q.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`);
  });

  it('leaves a template without hints as it is', () => {
    const plain = '<head><script type="module" src="/assets/index.js"></script></head><div id="root"></div>';
    expect(drawnPageTemplate(plain)).toBe(plain);
  });
});
