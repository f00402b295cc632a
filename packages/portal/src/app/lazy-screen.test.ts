import { queryOptions } from '@tanstack/react-query';
import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../lib/app-store';
import { prefetchQueries } from '../lib/prefetch-queries';
import { lazyScreen, type PreloadableScreen } from './lazy-screen';

const screenModule = { default: () => createElement('p', null, 'the screen') };

/** The first render of a screen inside its Suspense boundary, as the app router renders it. */
const firstRender = (Screen: PreloadableScreen) =>
  renderToString(createElement(Suspense, { fallback: 'skeleton' }, createElement(Screen, { params: {} })));

/** A promise with its resolve function, to settle by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('lazyScreen', () => {
  it('renders a preloaded screen in its first render, without the Suspense fallback', async () => {
    const Screen = lazyScreen(async () => screenModule);
    await Screen.preload().requested;
    await new Promise((resolve) => setTimeout(resolve));
    const html = firstRender(Screen);
    expect(html).toContain('<p>the screen</p>');
    expect(html).not.toContain('skeleton');
  });

  it('shows the fallback while the chunk is still on its way', () => {
    const Screen = lazyScreen(() => new Promise<typeof screenModule>(() => undefined));
    expect(firstRender(Screen)).toContain('skeleton');
  });

  it('says when the first data has been asked for and when it has settled', async () => {
    const answer = deferred<string>();
    const query = queryOptions({ queryKey: ['lazy-screen-test', 'first'], queryFn: () => answer.promise });
    const events: string[] = [];
    const Screen = lazyScreen(
      async () => screenModule,
      async () => ({ prefetch: (client) => prefetchQueries(client, [query]) }),
    );
    const firstData = Screen.preload();
    void firstData.settled.then(() => events.push('settled'));
    await firstData.requested;
    events.push('requested');
    expect(queryClient.getQueryState(query.queryKey)?.fetchStatus).toBe('fetching');
    answer.resolve('first page');
    await firstData.settled;
    expect(events).toEqual(['requested', 'settled']);
    expect(queryClient.getQueryData(query.queryKey)).toBe('first page');
    // Preloading again starts nothing new.
    expect(Screen.preload()).toBe(firstData);
  });

  it('settles at once without first data, and never rejects when a chunk fails', async () => {
    const none = lazyScreen(async () => screenModule).preload();
    await expect(Promise.all([none.requested, none.settled])).resolves.toEqual([undefined, undefined]);
    const failing = lazyScreen(
      () => Promise.reject(new Error('chunk failed')),
      () => Promise.reject(new Error('chunk failed')),
    ).preload();
    await expect(Promise.all([failing.requested, failing.settled, failing.chunksLoaded])).resolves.toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("fails a server render's preparation when the screen's chunk fails", async () => {
    const Screen = lazyScreen(() => Promise.reject(new Error('chunk failed')));
    await expect(Screen.prepare(queryClient)).rejects.toThrow('chunk failed');
  });
});
