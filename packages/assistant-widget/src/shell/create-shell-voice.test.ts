import type { VoiceExplanation } from '@edu/speech';
import { describe, expect, it } from 'vitest';
import type { PageVoice } from '../voice/create-page-voice';
import { createShellVoice, VOICE_LOAD_FAILED } from './create-shell-voice';

/** A page voice whose explanation plays until stopped; records what it was asked to read. */
function fakePageVoice() {
  let playing = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    playing = next;
    for (const listener of [...listeners]) listener();
  };
  const read: string[] = [];
  const explanation: VoiceExplanation = {
    getSnapshot: () => ({ playing }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggle: () => set(!playing),
    stop: () => set(false),
    dispose: () => listeners.clear(),
  };
  let disposed = false;
  const voice: PageVoice = {
    engine: undefined as unknown as PageVoice['engine'],
    explanation,
    toggleExplanation(pathname) {
      if (!playing) read.push(pathname);
      explanation.toggle('');
    },
    dispose: () => {
      disposed = true;
    },
  };
  return { voice, read, end: () => set(false), isDisposed: () => disposed };
}

/** A load the test resolves or rejects, counting how often it was started. */
function deferredLoad() {
  const calls: Array<{ resolve(voice: PageVoice): void; reject(error: Error): void }> = [];
  const load = () =>
    new Promise<PageVoice>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { load, calls };
}

function setUp() {
  const page = fakePageVoice();
  const deferred = deferredLoad();
  const notes: string[] = [];
  let path = '/index';
  const seen: string[] = [];
  const voice = createShellVoice({ load: deferred.load, pathname: () => path, notify: (note) => notes.push(note) });
  voice.subscribe(() => seen.push(voice.getStatus()));
  const arrive = async () => {
    deferred.calls.at(-1)?.resolve(page.voice);
    await Promise.resolve();
    await Promise.resolve();
  };
  const fail = async () => {
    deferred.calls.at(-1)?.reject(new Error('offline'));
    await Promise.resolve();
    await Promise.resolve();
  };
  return { voice, page, deferred, notes, seen, arrive, fail, go: (next: string) => (path = next) };
}

describe('createShellVoice', () => {
  it('a press loads the code, shows loading, then reads the section it was made on', async () => {
    const { voice, page, deferred, seen, arrive } = setUp();
    voice.toggle();
    expect(voice.getStatus()).toBe('loading');
    expect(deferred.calls).toHaveLength(1);
    await arrive();
    expect(page.read).toEqual(['/index']);
    expect(voice.getStatus()).toBe('playing');
    // It resets by itself when the audio ends; a second press reads again without loading again.
    page.end();
    expect(voice.getStatus()).toBe('stopped');
    voice.toggle();
    expect(voice.getStatus()).toBe('playing');
    voice.toggle();
    expect(voice.getStatus()).toBe('stopped');
    expect(deferred.calls).toHaveLength(1);
    expect(seen).toEqual(['loading', 'playing', 'stopped', 'playing', 'stopped']);
  });

  it('intent loads the code once without reading', async () => {
    const { voice, page, deferred, arrive } = setUp();
    voice.prefetch();
    voice.prefetch();
    expect(deferred.calls).toHaveLength(1);
    expect(voice.getStatus()).toBe('stopped');
    await arrive();
    expect(page.read).toEqual([]);
    voice.toggle();
    expect(page.read).toEqual(['/index']);
  });

  it.each([
    ['pressed again', (voice: ReturnType<typeof setUp>['voice']) => voice.toggle()],
    ['stopped (the panel collapsed)', (voice: ReturnType<typeof setUp>['voice']) => voice.stop()],
  ])('a press waiting for the code and %s is taken back', async (_label, undo) => {
    const { voice, page, arrive } = setUp();
    voice.toggle();
    undo(voice);
    expect(voice.getStatus()).toBe('stopped');
    await arrive();
    expect(page.read).toEqual([]);
    expect(voice.getStatus()).toBe('stopped');
  });

  it('a press made on another page is not read on this one', async () => {
    const { voice, page, arrive, go } = setUp();
    voice.toggle();
    go('/zhsj');
    await arrive();
    expect(page.read).toEqual([]);
    expect(voice.getStatus()).toBe('stopped');
  });

  it('says when the code could not be fetched, and the next press tries again', async () => {
    const { voice, page, deferred, notes, fail, arrive } = setUp();
    voice.toggle();
    await fail();
    expect(voice.getStatus()).toBe('stopped');
    expect(notes).toEqual([VOICE_LOAD_FAILED]);
    voice.toggle();
    expect(deferred.calls).toHaveLength(2);
    await arrive();
    expect(page.read).toEqual(['/index']);
  });

  it('a failed prefetch says nothing; disposing stops and releases the voice', async () => {
    const { voice, page, notes, fail, arrive } = setUp();
    voice.prefetch();
    await fail();
    expect(notes).toEqual([]);
    voice.toggle();
    await arrive();
    expect(voice.getStatus()).toBe('playing');
    voice.dispose();
    expect(page.isDisposed()).toBe(true);
  });
});
