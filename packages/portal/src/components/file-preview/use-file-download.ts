import type { PreviewFile } from '@edu/api-client';
import { useCallback } from 'react';
import { PORTAL_MESSAGES } from '../../config/messages';
import { useSessionUser } from '../../lib/session/use-session';
import { showToast } from '../../lib/toast';
import { downloadUrlOf } from './preview-logic';

/**
 * Downloads a file (SPEC §6): a visitor is told '请先登录再下载资源'; a signed-in user gets the file as an
 * attachment from the store (which counts the download).
 */
export function useFileDownload(): (file: PreviewFile) => void {
  const user = useSessionUser();
  return useCallback(
    (file: PreviewFile) => {
      if (!user) return showToast(PORTAL_MESSAGES.loginToDownload, 'warning');
      const url = downloadUrlOf(file);
      if (url) window.location.assign(url);
    },
    [user],
  );
}
