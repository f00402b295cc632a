/** The provider's own pages (sign-in, consent, sign-out), in Chinese like a county's unified login. */

const STYLE =
  'body{font:16px/1.6 "Noto Sans CJK SC",sans-serif;background:#f1f5f9;margin:0;padding:48px 16px}' +
  'main{max-width:380px;margin:0 auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 4px 16px #0002}' +
  'h1{font-size:20px;margin:0 0 16px}label{display:block;margin-top:12px}input{width:100%;box-sizing:border-box;padding:8px}' +
  'button{margin-top:16px;padding:8px 16px;font-size:16px}.error{color:#b91c1c}';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** The sign-in form of an interaction; `error` says why the last attempt failed. */
export function renderLoginPage(uid: string, clientName: string, error?: string): string {
  const message = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  return page(
    '县统一身份认证（测试）',
    `<p>登录后返回：${escapeHtml(clientName)}</p>${message}
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login">
<label for="login">账号</label><input id="login" name="login" autocomplete="username">
<label for="password">口令</label><input id="password" name="password" type="password" autocomplete="current-password">
<button type="submit">登录并继续</button></form>`,
  );
}

/** The consent form: the person allows or refuses the site access to their profile. */
export function renderConsentPage(uid: string, clientName: string, scopes: readonly string[]): string {
  const action = `/interaction/${encodeURIComponent(uid)}`;
  return page(
    '授权确认',
    `<p>${escapeHtml(clientName)} 请求读取您的账号信息（${escapeHtml(scopes.join('、'))}）。</p>
<form method="post" action="${action}/confirm"><button type="submit">同意授权</button></form>
<form method="post" action="${action}/abort"><button type="submit">拒绝</button></form>`,
  );
}

/** The provider's sign-out confirmation, wrapping the form oidc-provider hands over. */
export function renderLogoutPage(form: string): string {
  return page(
    '退出统一身份认证',
    `<p>是否同时退出统一身份认证？</p>${form}
<button type="submit" form="op.logoutForm" value="yes" name="logout">确认退出</button>
<button type="submit" form="op.logoutForm">保持登录</button>`,
  );
}

/** The provider's page after a sign-out that named no site to go back to. */
export function renderSignedOutPage(): string {
  return page('已退出统一身份认证', '<p>您已退出。</p>');
}
