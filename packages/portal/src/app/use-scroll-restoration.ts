import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * SPEC §2: every navigation scrolls to the top, except a return to a kept-alive screen, which finds the
 * scroll position it was left at. `keepAliveKey` names the kept-alive screen being shown (else null);
 * `locationKey` changes with every navigation.
 */
export function useScrollRestoration(locationKey: string, keepAliveKey: string | null): void {
  const positions = useRef(new Map<string, number>());
  const recording = useRef<string | null>(null);

  useEffect(() => {
    const record = () => {
      if (recording.current) positions.current.set(recording.current, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, named by locationKey.
  useLayoutEffect(() => {
    recording.current = null;
    const saved = keepAliveKey ? positions.current.get(keepAliveKey) : undefined;
    window.scrollTo(0, saved ?? 0);
    recording.current = keepAliveKey;
  }, [locationKey, keepAliveKey]);
}
