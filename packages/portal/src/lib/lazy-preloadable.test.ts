import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyPreloadable, type PreloadableComponent } from './lazy-preloadable';

const partModule = { default: ({ name }: { name: string }) => createElement('p', null, `menu of ${name}`) };

const render = (Part: PreloadableComponent<{ name: string }>) =>
  renderToString(createElement(Suspense, { fallback: 'placeholder' }, createElement(Part, { name: 'Li' })));

describe('lazyPreloadable', () => {
  it('renders a loaded part in the pass that meets it, and tells nobody it was met unloaded', async () => {
    const importPart = vi.fn(async () => partModule);
    const metUnloaded = vi.fn();
    const Part = lazyPreloadable(importPart, metUnloaded);
    await Part.load();
    await Part.load();
    const html = render(Part);
    expect(html).toContain('<p>menu of Li</p>');
    expect(html).not.toContain('placeholder');
    expect(importPart).toHaveBeenCalledTimes(1);
    expect(metUnloaded).not.toHaveBeenCalled();
  });

  it('shows the fallback while the chunk is on its way, and says a render met it first', () => {
    const metUnloaded = vi.fn();
    const Part = lazyPreloadable(() => new Promise<typeof partModule>(() => undefined), metUnloaded);
    expect(render(Part)).toContain('placeholder');
    expect(metUnloaded).toHaveBeenCalledTimes(1);
  });

  it('says when its chunk fails', async () => {
    const Part = lazyPreloadable<{ name: string }>(() => Promise.reject(new Error('chunk failed')));
    await expect(Part.load()).rejects.toThrow('chunk failed');
  });
});
