import { RESIZE_CLAMP_DELAY_MS } from '@edu/api-client';
import { useEffect, useState } from 'react';
import type { ViewportSize } from '../logic/drag-position';

const read = (): ViewportSize => ({ width: window.innerWidth, height: window.innerHeight });

/** The viewport size, settled 100 ms after the last resize (SPEC §9 re-clamp delay). */
export function useViewport(): ViewportSize {
  const [size, setSize] = useState(read);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSize(read()), RESIZE_CLAMP_DELAY_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return size;
}
