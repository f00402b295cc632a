import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { isPasswordExpired } from '../../lib/session/password-expiry';
import { useSessionUser } from '../../lib/session/use-session';
import { useStudioAdminRoutes } from '../../lib/session/use-studio-admin-routes';
import { AssistantLoader } from '../assistant/assistant-loader';
import { ToastRegion } from '../ui/toast-region';
import { Footer } from './footer';
import { Navbar } from './navbar';

// Only a user whose password expired needs the prompt (and its dialog code).
const PasswordExpiryPrompt = lazy(() =>
  import('../session/password-expiry-prompt').then((module) => ({ default: module.PasswordExpiryPrompt })),
);

/** The page frame: navigation bar, content, footer, and what every page carries (assistant, prompts, toasts). */
export function MainLayout({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const user = useSessionUser();
  useStudioAdminRoutes(pathname, user);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[3000] focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        跳到主要内容
      </a>
      <Navbar />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <ToastRegion />
      {user && isPasswordExpired(user) ? (
        <Suspense fallback={null}>
          <PasswordExpiryPrompt user={user} />
        </Suspense>
      ) : null}
      <AssistantLoader user={user} />
    </div>
  );
}
