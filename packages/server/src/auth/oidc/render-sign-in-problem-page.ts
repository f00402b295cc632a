import { escapeHtml } from '../../http/escape-html';
import { ACCOUNT_DISABLED_MESSAGE } from '../login-page';
import type { SignInProblem } from './unified-login-error';

/** What a person is told about each problem, and the page's status. */
const PROBLEM_PAGES: Record<SignInProblem, { status: 400 | 403 | 502; title: string; text: string }> = {
  unreachable: {
    status: 502,
    title: '暂时无法连接统一身份认证服务',
    text: '统一身份认证服务没有响应，可能正在维护或网络不通。请稍后点击“重新登录”再试；如果一直如此，请联系平台管理员。',
  },
  denied: {
    status: 403,
    title: '您没有同意授权',
    text: '登录本平台需要您在统一身份认证页面同意授权本平台读取您的账号信息。如需继续，请点击“重新登录”并选择同意授权。',
  },
  stale: {
    status: 400,
    title: '登录请求已失效',
    text: '这次登录的返回链接已经用过、已过期，或不是在这个浏览器中发起的（例如刷新了登录结果页、从浏览器历史中打开，或在多个窗口同时登录）。请点击“重新登录”。',
  },
  expired: {
    status: 400,
    title: '登录已超时',
    text: '从统一身份认证返回本平台时，登录凭证已经失效。请点击“重新登录”。',
  },
  clock: {
    status: 502,
    title: '服务器时间不一致',
    text: '本平台服务器与统一身份认证服务的时间相差过大，无法确认登录凭证的有效期。请稍后点击“重新登录”；如果一直如此，请联系平台管理员校准服务器时间。',
  },
  rejected: {
    status: 502,
    title: '登录凭证未通过校验',
    text: '统一身份认证返回的登录凭证未通过安全校验，为保护您的账号，本次登录已被拒绝。请点击“重新登录”；如果一直如此，请联系平台管理员。',
  },
  'provider-error': {
    status: 502,
    title: '统一身份认证未能完成登录',
    text: '统一身份认证服务报告了一个错误，本次登录没有完成。请点击“重新登录”再试；如果一直如此，请联系平台管理员。',
  },
  'no-uid': {
    status: 502,
    title: '缺少用户编号',
    text: '统一身份认证没有提供您的用户编号，无法登录本平台。请联系平台管理员检查统一身份认证的配置。',
  },
  'no-role': {
    status: 403,
    title: '没有本平台的使用权限',
    text: '您的账号在统一身份认证中没有可用于本平台的角色。请联系平台管理员开通权限后重新登录。',
  },
  disabled: {
    status: 403,
    title: '账号已被停用',
    text: ACCOUNT_DISABLED_MESSAGE,
  },
};

/** What the problem page shows. */
export interface SignInProblemView {
  siteName: string;
  problem: SignInProblem;
  /** Where 重新登录 starts a new sign-in (with the page to come back to). */
  retryHref: string;
  /** The provider's error code, for whoever helps the person (already limited to `[a-z_]`). */
  providerCode?: string | undefined;
}

/** The status of a problem's page. */
export function problemStatus(problem: SignInProblem): 400 | 403 | 502 {
  return PROBLEM_PAGES[problem].status;
}

/**
 * The page a sign-in through the provider ends on when it cannot finish: what happened in Chinese, what to
 * do, a 重新登录 button and the way back to the portal. The login page's stylesheet, no script.
 */
export function renderSignInProblemPage(view: SignInProblemView): string {
  const { title, text } = PROBLEM_PAGES[view.problem];
  const code = view.providerCode ? `<p class="hint">错误代码：${escapeHtml(view.providerCode)}</p>` : '';
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - ${escapeHtml(view.siteName)}</title>
<link rel="stylesheet" href="/auth/login.css">
<link rel="icon" href="data:,">
</head>
<body>
<main>
<a class="home" href="/index"><span aria-hidden="true">← </span>返回首页</a>
<h1>${escapeHtml(view.siteName)}</h1>
<p class="subtitle">统一身份认证登录</p>
<div role="alert">
<h2 class="problem">${escapeHtml(title)}</h2>
<p>${escapeHtml(text)}</p>
</div>
<a class="button" href="${escapeHtml(view.retryHref)}">重新登录</a>
${code}
</main>
</body>
</html>`;
}
