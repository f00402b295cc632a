import { escapeHtml } from '../domain/escape-html';

/** The logged-in visitor of the demo home page (never the token: the session cookie is HttpOnly). */
export interface HomeVisitor {
  uid: string;
  userName: string;
  roleName: string;
  schoolName: string;
}

/** What the demo home page shows. */
export interface HomePageView {
  siteName: string;
  /** The chat provider answering `/ai/chat` (guide = offline guide mode). */
  chatProvider: 'guide' | 'openai' | 'spark';
  /** False while the widget's script-tag build is missing. */
  widgetBuilt: boolean;
  /** Undefined for an anonymous visitor. */
  visitor: HomeVisitor | undefined;
}

const PROVIDER_TEXT: Record<HomePageView['chatProvider'], string> = {
  guide: '离线导览模式：未配置大模型，回答来自平台自己的栏目介绍和文章，并附上相关页面链接',
  openai: '大模型（OpenAI 兼容接口）',
  spark: '讯飞星火大模型',
};

/** The page's stylesheet, served from /home.css so the page needs no inline style (strict CSP). */
export const HOME_PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.7 "Noto Sans CJK SC","Microsoft YaHei",system-ui,sans-serif;color:#1f2937;background:#f3f6fb}
header{background:linear-gradient(135deg,#1e3a8a,#1d4ed8);color:#fff;padding:28px 0}
.wrap{width:min(880px,92vw);margin:0 auto}
h1{margin:0;font-size:28px;letter-spacing:1px}
header p{margin:6px 0 0;color:#dbeafe}
main{padding:24px 0 64px}
section{background:#fff;border-radius:12px;box-shadow:0 4px 18px rgba(30,58,138,.08);padding:20px 24px;margin-bottom:20px}
h2{margin:0 0 12px;font-size:19px;color:#1e3a8a}
ul{margin:0;padding-left:20px}
li{margin:6px 0}
code{font-family:ui-monospace,Consolas,monospace;background:#eef2ff;border-radius:4px;padding:1px 5px;font-size:14px}
.login{display:flex;flex-wrap:wrap;align-items:center;gap:12px 20px}
.login p{margin:0;flex:1 1 320px}
.button{display:inline-block;padding:9px 22px;border-radius:8px;background:#1d4ed8;color:#fff;text-decoration:none;font-weight:600}
.button:hover{background:#1e40af}
.button:focus-visible,a:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
.button.secondary{background:#e5e7eb;color:#1f2937}
.button.secondary:hover{background:#d1d5db}
.note{color:#6b7280;font-size:14px}
.warn{color:#92400e}
`;

/**
 * Hands the visitor's `{ uid, name }` from the element's `data-user` to its `user` property (the widget
 * validates it). Served as /home.js: the page has no inline script. The token is never on the page: the
 * widget's calls to `/ai` on this origin carry the HttpOnly session cookie (CONTRACTS 1.9).
 */
export const HOME_PAGE_SCRIPT = `for (const element of document.querySelectorAll('edu-assistant[data-user]')) {
  element.user = element.dataset.user;
}
`;

/**
 * The demo home page served at `/` until the portal front end exists: what runs in this process, a
 * login link, and (after login) the assistant embedded by its script tag with the visitor's uid and name.
 * Server-rendered, no inline script or style, so it works under `script-src 'self'`.
 */
export function renderHomePage(view: HomePageView): string {
  const site = escapeHtml(view.siteName);
  const visitor = view.visitor;
  const login = visitor
    ? `<p>已登录：<strong>${escapeHtml(visitor.userName)}</strong>（${escapeHtml(visitor.roleName)} · ${escapeHtml(visitor.schoolName)}）。点右下角的智能助手按钮提问，例如“怎么参加比赛”“两研一刊是什么”。</p>
<a class="button secondary" href="/auth/logout?redirect_url=%2F">退出登录</a>`
    : `<p>您还没有登录。登录后，本页右下角会出现智能助手按钮。</p>
<a class="button" href="/auth/login?redirect_url=%2F">登录</a>`;
  const widget = view.widgetBuilt
    ? '其他网站用一个 <code>&lt;script type="module"&gt;</code> 标签即可嵌入'
    : '<span class="warn">尚未构建：请运行 <code>npm run build -w @edu/assistant-widget</code></span>';
  const assistant =
    visitor && view.widgetBuilt
      ? `
<edu-assistant api-base="/ai" site-name="${site}" data-user="${escapeHtml(JSON.stringify({ uid: visitor.uid, name: visitor.userName }))}"></edu-assistant>
<script type="module" src="/home.js"></script>
<script type="module" src="/widget/edu-assistant.js"></script>`
      : '';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${site}</title>
<link rel="stylesheet" href="/home.css">
<link rel="icon" href="data:,">
</head>
<body>
<header><div class="wrap">
<h1>${site}</h1>
<p>平台参考服务器 · 演示首页（门户前端完成前，在这里登录并试用智能助手）</p>
</div></header>
<main class="wrap">
<section class="login" aria-label="登录状态">
${login}
</section>
<section>
<h2>本服务器正在提供</h2>
<ul>
<li><strong>智能助手服务</strong> <code>/ai</code>：对话、深度思考、对话记录与反馈。当前：${PROVIDER_TEXT[view.chatProvider]}。</li>
<li><strong>门户接口</strong> <code>/resource_api</code>：资讯、资源、比赛、综合实践、两研一刊、名师工作室等（演示数据）。</li>
<li><strong>统一登录</strong> <code>/auth/login</code>：演示账号 teacher、student、lyyk-admin、studio-owner、admin、expired，密码均为 demo1234。</li>
<li><strong>智能助手脚本</strong> <code>/widget/edu-assistant.js</code>：${widget}。</li>
</ul>
<p class="note">数据保存在本机（默认 SQLite 文件 <code>./data/</code>）；配置方法见 packages/server/README.md。</p>
</section>
</main>${assistant}
</body>
</html>`;
}
