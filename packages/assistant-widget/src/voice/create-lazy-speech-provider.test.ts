import {
  createFakeAudioSink,
  createManualClock,
  type SpeechJobHandlers,
  type SpeechProvider,
  type SpeechRequest,
} from '@edu/speech';
import { describe, expect, it } from 'vitest';
import { createLazySpeechProvider } from './create-lazy-speech-provider';

function recordingProvider(id: string) {
  const jobs: { text: string; cancelled: boolean; handlers: SpeechJobHandlers }[] = [];
  const provider: SpeechProvider = {
    id,
    speak(request, handlers) {
      const job = { text: request.text, cancelled: false, handlers };
      jobs.push(job);
      return { cancel: () => (job.cancelled = true) };
    },
  };
  return { provider, jobs };
}

const clock = createManualClock();
const request = (text: string): SpeechRequest => ({
  text,
  params: { voice: 'xiaoyan', speed: 30, volume: 50, pitch: 50 },
  audioSink: createFakeAudioSink(clock),
  clock,
});
const handlers = (): SpeechJobHandlers & { errors: string[] } => {
  const errors: string[] = [];
  return { errors, onStart() {}, onEnd() {}, onError: (error) => errors.push(error.message) };
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLazySpeechProvider', () => {
  it('loads once on the first job and sends every job to the loaded provider', async () => {
    const real = recordingProvider('xfyun');
    let loads = 0;
    const lazy = createLazySpeechProvider(async () => {
      loads++;
      return real.provider;
    });
    lazy.speak(request('一'), handlers());
    lazy.speak(request('二'), handlers());
    await flush();
    lazy.speak(request('三'), handlers());
    expect(real.jobs.map((job) => job.text)).toEqual(['一', '二', '三']);
    expect(loads).toBe(1);
    expect((await lazy.resolve()).id).toBe('xfyun');
  });

  it('a job cancelled while loading never starts', async () => {
    const real = recordingProvider('xfyun');
    const lazy = createLazySpeechProvider(async () => real.provider);
    lazy.speak(request('取消'), handlers()).cancel();
    await flush();
    expect(real.jobs).toEqual([]);
  });

  it('cancel after loading reaches the real job', async () => {
    const real = recordingProvider('xfyun');
    const lazy = createLazySpeechProvider(async () => real.provider);
    const job = lazy.speak(request('播放'), handlers());
    await flush();
    job.cancel();
    expect(real.jobs[0]?.cancelled).toBe(true);
  });

  it('a failed load speaks with the fallback and loads again next time', async () => {
    const real = recordingProvider('xfyun');
    const fallback = recordingProvider('webSpeech');
    let attempt = 0;
    const lazy = createLazySpeechProvider(async () => {
      attempt++;
      if (attempt === 1) throw new Error('offline');
      return real.provider;
    }, fallback.provider);
    lazy.speak(request('第一次'), handlers());
    await flush();
    expect(fallback.jobs.map((job) => job.text)).toEqual(['第一次']);
    lazy.speak(request('第二次'), handlers());
    await flush();
    expect(real.jobs.map((job) => job.text)).toEqual(['第二次']);
    expect(attempt).toBe(2);
  });

  it('without a fallback a failed load is a configuration error', async () => {
    const lazy = createLazySpeechProvider(async () => {
      throw new Error('no url');
    });
    const events = handlers();
    lazy.speak(request('x'), events);
    await flush();
    expect(events.errors).toEqual(['synthesis failed: no url']);
    await expect(lazy.resolve()).rejects.toThrow('no url');
  });
});
