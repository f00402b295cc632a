import type { BaseLocationHook } from 'wouter';
import { navigate, useBrowserLocation } from 'wouter/use-browser-location';
import { isSameLocation } from './is-same-location';

/**
 * Wouter's browser location, except that navigating to the route already shown does nothing (SPEC §2):
 * no history entry, no re-render, no scroll to top. Every `<Link>` and `navigate()` goes through it.
 * The router's options are handed on, so a server render reads its `ssrPath` instead of `location`.
 */
export const useGuardedLocation: BaseLocationHook = (options?: { ssrPath?: string }) => {
  const [location] = useBrowserLocation(options);
  return [location, guardedNavigate];
};

function guardedNavigate(to: string | URL, options?: Parameters<typeof navigate>[1]): void {
  if (isSameLocation(String(to), window.location)) return;
  navigate(to, options);
}
