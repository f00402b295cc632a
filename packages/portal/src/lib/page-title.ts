import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { serverRenderScope } from './page-origin';

/** A title a screen gives itself once its data is there (an article's title), for its own path. */
export const screenTitleAtom = atom<ScreenTitle | null>(null);

/** Names the current screen in the document title (e.g. an article's title) while it is shown. */
export function useScreenTitle(path: string, title: string | undefined): void {
  const setTitle = useSetAtom(screenTitleAtom);
  if (title) serverRenderScope()?.nameScreen(path, title);
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

/** A screen's own title, with the page it named. */
export interface ScreenTitle {
  readonly path: string;
  readonly title: string;
}

/**
 * The screen's title if it named the page shown (`pathname` with `search`, with or without its `?`), else
 * undefined. The screen names its page as its link does (`/three-studio/detail?id=5`): the same path, and
 * each of its query parameters with the same value (the page's address may carry more, or order them
 * differently).
 */
export function titleOfPage(
  screenTitle: ScreenTitle | null | undefined,
  pathname: string,
  search: string,
): string | undefined {
  if (!screenTitle) return undefined;
  const named = new URL(screenTitle.path, 'http://page.invalid');
  if (named.pathname !== pathname) return undefined;
  const shown = new URLSearchParams(search);
  for (const [name, value] of named.searchParams) if (shown.get(name) !== value) return undefined;
  return screenTitle.title;
}
