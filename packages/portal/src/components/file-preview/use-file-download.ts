import type { PreviewFile } from '@edu/api-client';
import { useCallback } from 'react';
import { PORTAL_MESSAGES } from '../../config/messages';
import { signInPageUrl } from '../../lib/navigation/session-urls';
import { useCurrentHref } from '../../lib/navigation/use-current-href';
import { useSessionUser } from '../../lib/session/use-session';
import { showToast } from '../../lib/toast';
import { downloadUrlOf } from './preview-logic';

/**
 * Downloads a file (SPEC §6): a visitor is told '请先登录再下载资源', with a link to sign in (the unified
 * login when one is configured) that comes back to this page; a signed-in user gets the file as an
 * attachment from the store (which counts the download).
 */
export function useFileDownload(): (file: PreviewFile) => void {
  const user = useSessionUser();
  const here = useCurrentHref();
  return useCallback(
    (file: PreviewFile) => {
      if (!user) {
        const signIn = { label: PORTAL_MESSAGES.goToSignIn, href: signInPageUrl(here, window.location.origin) };
        return showToast(PORTAL_MESSAGES.loginToDownload, 'warning', signIn);
      }
      const url = downloadUrlOf(file);
      if (url) window.location.assign(url);
    },
    [user, here],
  );
}
