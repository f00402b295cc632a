import { RESIZE_CLAMP_DELAY_MS } from '@edu/api-client';
import { useEffect, useState } from 'react';
import type { VisibleArea } from '../logic/drag-position';

/**
 * The part of the page the user sees: the visual viewport (what is left above a phone's on-screen
 * keyboard, and where it has scrolled to when zoomed), else the window. Settled 100 ms after a change,
 * like every re-clamp (SPEC §9).
 */
function read(): VisibleArea {
  const visual = window.visualViewport;
  if (!visual) return { top: 0, left: 0, width: window.innerWidth, height: window.innerHeight };
  return { top: visual.offsetTop, left: visual.offsetLeft, width: visual.width, height: visual.height };
}

/** The visible area and the window's layout size, kept current. */
export function useVisibleArea(): { area: VisibleArea; layout: { width: number; height: number } } {
  const [state, setState] = useState(() => ({
    area: read(),
    layout: { width: window.innerWidth, height: window.innerHeight },
  }));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => setState({ area: read(), layout: { width: window.innerWidth, height: window.innerHeight } }),
        RESIZE_CLAMP_DELAY_MS,
      );
    };
    const visual = window.visualViewport;
    window.addEventListener('resize', update);
    visual?.addEventListener('resize', update);
    visual?.addEventListener('scroll', update);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', update);
      visual?.removeEventListener('resize', update);
      visual?.removeEventListener('scroll', update);
    };
  }, []);
  return state;
}
