import { escapeHtml } from '../http/escape-html';

/** What the sign-out confirmation shows. */
export interface LogoutPageView {
  siteName: string;
  /** Where to go after signing out, and where 取消 goes: a same-site path (already checked). */
  redirectUrl: string;
}

/**
 * The page a sign-out arriving from anywhere but our own pages gets instead of ending the session:
 * "确认退出登录？", a button that posts the sign-out from this page (a same-origin POST), and a way back.
 * It shares the login page's stylesheet and, like it, runs no script.
 */
export function renderLogoutPage(view: LogoutPageView): string {
  const redirect = escapeHtml(view.redirectUrl);
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>确认退出登录 - ${escapeHtml(view.siteName)}</title>
<link rel="stylesheet" href="/auth/login.css">
<link rel="icon" href="data:,">
</head>
<body>
<main>
<h1>确认退出登录？</h1>
<p class="subtitle">${escapeHtml(view.siteName)}</p>
<p>退出后，需要重新登录才能使用个人中心和智能助手。</p>
<form method="post" action="/auth/logout">
<input type="hidden" name="redirect_url" value="${redirect}">
<button type="submit">退出登录</button>
</form>
<p class="hint"><a href="${redirect}">取消，返回刚才的页面</a></p>
</main>
</body>
</html>`;
}
