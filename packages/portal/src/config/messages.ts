/** Portal screen texts of SPEC §5, §6 and §8, written once. */
export const PORTAL_MESSAGES = {
  uploadSucceeded: '上传成功',
  cannotPreview: '无法在线预览',
  loginToDownload: '请先登录再下载资源',
  /** The sign-in link offered with `loginToDownload` (ours: SPEC gives the message, not the way on). */
  goToSignIn: '去登录',
} as const;
