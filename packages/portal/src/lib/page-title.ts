import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';

/** A title a screen gives itself once its data is there (an article's title), for its own path. */
export const screenTitleAtom = atom<{ path: string; title: string } | null>(null);

/** Names the current screen in the document title (e.g. an article's title) while it is shown. */
export function useScreenTitle(path: string, title: string | undefined): void {
  const setTitle = useSetAtom(screenTitleAtom);
  useEffect(() => {
    if (!title) return;
    setTitle({ path, title });
    return () => setTitle((current) => (current?.path === path ? null : current));
  }, [path, title, setTitle]);
}

/** The document title: the screen's title and the site name, or the site name alone on the home page. */
export function documentTitleOf(siteName: string, screenTitle: string | undefined): string {
  return screenTitle ? `${screenTitle} - ${siteName}` : siteName;
}
