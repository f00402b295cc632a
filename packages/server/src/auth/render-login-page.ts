import { escapeHtml } from '../http/escape-html';

/** What the login page shows. */
export interface LoginPageView {
  siteName: string;
  redirectUrl: string;
  username: string;
  /** An error shown above the form (never says which field was wrong). */
  error?: string | undefined;
}

/** The page's stylesheet, served from /auth/login.css so the page needs no inline style or script. */
export const LOGIN_PAGE_CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font:16px/1.6 "Noto Sans CJK SC","Microsoft YaHei",system-ui,sans-serif;color:#1f2937;background:linear-gradient(135deg,#dbeafe,#eff6ff 45%,#ecfdf5)}
main{width:min(420px,92vw);background:#fff;border-radius:16px;box-shadow:0 12px 40px rgba(30,58,138,.15);padding:36px 32px}
h1{margin:0 0 4px;font-size:24px;color:#1e3a8a;text-align:center}
.subtitle{margin:0 0 24px;text-align:center;color:#4b5563;font-size:14px}
label{display:block;margin:16px 0 6px;font-weight:600}
input{width:100%;padding:10px 12px;border:1px solid #9ca3af;border-radius:8px;font-size:16px}
input:focus{outline:3px solid #93c5fd;border-color:#2563eb}
button{margin-top:24px;width:100%;padding:12px;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font-size:17px;font-weight:600;cursor:pointer}
button:hover{background:#1e40af}
button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
.error{margin:0 0 8px;padding:10px 12px;border-radius:8px;background:#fef2f2;color:#991b1b;border:1px solid #fecaca}
.hint{margin-top:20px;font-size:13px;color:#4b5563;text-align:center}
.problem{margin:8px 0;font-size:18px;color:#991b1b}
.button{display:block;margin-top:24px;padding:12px;border-radius:8px;background:#1d4ed8;color:#fff;font-size:17px;font-weight:600;text-align:center;text-decoration:none}
.button:hover{background:#1e40af}
.button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
.home{display:inline-block;margin:-12px 0 12px;color:#1d4ed8;font-size:14px;text-decoration:none}
.home:hover{text-decoration:underline}
.home:focus-visible{outline:3px solid #93c5fd;outline-offset:2px;border-radius:4px}
`;

/**
 * The server-rendered login page (the stand-in for the county's unified login): Chinese, labelled
 * fields, an error announced to screen readers, no script at all.
 */
export function renderLoginPage(view: LoginPageView): string {
  const error = view.error ? `<p class="error" role="alert" id="login-error">${escapeHtml(view.error)}</p>` : '';
  const described = view.error ? ' aria-describedby="login-error"' : '';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>统一身份认证 - ${escapeHtml(view.siteName)}</title>
<link rel="stylesheet" href="/auth/login.css">
<link rel="icon" href="data:,">
</head>
<body>
<main>
<a class="home" href="/index"><span aria-hidden="true">← </span>返回首页</a>
<h1>${escapeHtml(view.siteName)}</h1>
<p class="subtitle">统一身份认证登录</p>
${error}
<form method="post" action="/auth/login/form" novalidate>
<input type="hidden" name="redirect_url" value="${escapeHtml(view.redirectUrl)}">
<label for="username">用户名</label>
<input id="username" name="username" type="text" autocomplete="username" required value="${escapeHtml(view.username)}"${described}>
<label for="password">密码</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<button type="submit">登录</button>
</form>
<p class="hint">演示账号：teacher、student、lyyk-admin、studio-owner、admin、expired，密码均为 demo1234</p>
</main>
</body>
</html>`;
}
