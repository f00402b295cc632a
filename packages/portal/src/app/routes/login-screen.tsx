import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { PageSkeleton } from '../../components/ui/skeleton';
import { signInPageUrl } from '../../lib/navigation/session-urls';

/**
 * /login (CONTRACTS §1.8): a full-page navigation to the server's sign-in page, which sets the session
 * cookie and comes back to `redirect_url` (the page the visitor was on; default the workbench).
 */
export default function LoginScreen() {
  const search = useSearch();
  useEffect(() => {
    const returnTo = new URLSearchParams(search).get('redirect_url');
    window.location.replace(signInPageUrl(returnTo, window.location.origin));
  }, [search]);
  return <PageSkeleton />;
}
