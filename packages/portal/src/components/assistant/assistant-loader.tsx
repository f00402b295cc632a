import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { ASSISTANT_API_BASE } from '../../config/constants';
import { ASSISTANT_PATHS } from '../../config/paths';
import type { SessionUser } from '../../lib/session/session-user';
import { userIdOf } from '../../lib/session/session-user';
import { useSiteName } from '../../lib/site/use-site';

// The widget is a dependency like on any host site; its chunk (the launcher, in plain DOM) is requested
// only after the page is interactive, so it never weighs on the first load, and the panel's code only when
// someone reaches for the launcher (issue #36).
const EduAssistant = lazy(() => import('@edu/assistant-widget').then((module) => ({ default: module.EduAssistant })));

const INCLUDE = [...ASSISTANT_PATHS];

/**
 * The assistant (SPEC §2): only for a signed-in user, on SPEC's paths (the widget's own include rule, which
 * follows SPA navigation), talking to `/ai` on this origin with the session cookie: the user handed to it
 * has no token (CONTRACTS §1.9).
 */
export function AssistantLoader({ user }: { user: SessionUser | null }) {
  const interactive = usePageInteractive();
  const siteName = useSiteName();
  const uid = user ? userIdOf(user) : undefined;
  const name = user?.userName;
  // The widget re-reads its configuration when `user` changes identity: keep one object per user.
  const assistantUser = useMemo(() => (uid ? { uid, name } : undefined), [uid, name]);
  if (!interactive || !assistantUser) return null;
  return (
    <Suspense fallback={null}>
      <EduAssistant apiBase={ASSISTANT_API_BASE} siteName={siteName} include={INCLUDE} user={assistantUser} />
    </Suspense>
  );
}

/** True once the page has loaded and the browser is idle. */
function usePageInteractive(): boolean {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const whenIdle = () => {
      idle = window.requestIdleCallback(() => setInteractive(true), { timeout: 2_000 });
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, []);
  return interactive;
}
