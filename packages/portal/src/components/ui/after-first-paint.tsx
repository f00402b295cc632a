import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders its children only after the page's first paint, in a transition: the blocks above the fold are
 * painted first (and sooner), those below follow without blocking them. Until then, `placeholder`.
 */
export function AfterFirstPaint({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // Two frames: the first paint has happened once the second callback runs.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => startTransition(() => setReady(true)));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
  return ready ? children : placeholder;
}
