import { describe, expect, it } from 'vitest';
import { createFakeAudioSink } from '../audio/fake-audio-sink';
import { SpeechError } from '../errors/speech-error';
import type { SynthesizerStatus } from '../machine/reduce-synthesizer';
import type { SpeechJobHandlers, SpeechProvider, SpeechRequest } from '../providers/speech-provider';
import { createSynthesizer } from './create-synthesizer';
import { createManualClock } from './manual-clock';

/** A provider whose jobs the test finishes by hand. */
function scriptedProvider() {
  const jobs: { request: SpeechRequest; handlers: SpeechJobHandlers; cancelled: boolean }[] = [];
  const provider: SpeechProvider = {
    id: 'scripted',
    speak(request, handlers) {
      const job = { request, handlers, cancelled: false };
      jobs.push(job);
      return {
        cancel: () => {
          job.cancelled = true;
        },
      };
    },
  };
  return { provider, jobs };
}

function setup() {
  const { provider, jobs } = scriptedProvider();
  const clock = createManualClock();
  const alerts: string[] = [];
  const synthesizer = createSynthesizer({
    provider,
    clock,
    audioSink: createFakeAudioSink(clock),
    alert: (message) => alerts.push(message),
  });
  const statuses: SynthesizerStatus[] = [];
  const audioEnds: number[] = [];
  synthesizer.on('stateChange', ({ status }) => statuses.push(status));
  synthesizer.on('audioEnd', ({ jobId }) => audioEnds.push(jobId));
  return { synthesizer, jobs, alerts, statuses, audioEnds };
}

describe('createSynthesizer', () => {
  it('runs init → ttsing → play → endPlay and emits audio end once', () => {
    const { synthesizer, jobs, statuses, audioEnds } = setup();
    synthesizer.start('你好');
    expect(jobs[0]?.request).toMatchObject({ text: '你好', params: { voice: 'xiaoyan', speed: 30 } });
    jobs[0]?.handlers.onStart();
    jobs[0]?.handlers.onEnd();
    expect(statuses).toEqual(['ttsing', 'play', 'endPlay']);
    expect(audioEnds).toEqual([1]);
  });

  it('passes the fallback prompt to the provider for empty text', () => {
    const { synthesizer, jobs } = setup();
    synthesizer.start('  ');
    expect(jobs[0]?.request.text).toBe('please enter the text to synthesize');
  });

  it('notifies subscribers only on real changes and keeps snapshots immutable', () => {
    const { synthesizer } = setup();
    let calls = 0;
    const unsubscribe = synthesizer.subscribe(() => calls++);
    const first = synthesizer.getSnapshot();
    synthesizer.stop(); // already init: nothing changes
    expect(calls).toBe(0);
    expect(synthesizer.getSnapshot()).toBe(first);
    synthesizer.start('一');
    expect(calls).toBe(1);
    expect(first.status).toBe('init');
    unsubscribe();
    synthesizer.stop();
    expect(calls).toBe(1);
  });

  it('starting again interrupts the running job and ignores its late callbacks', () => {
    const { synthesizer, jobs, statuses, audioEnds } = setup();
    synthesizer.start('第一段');
    jobs[0]?.handlers.onStart();
    synthesizer.start('第二段');
    expect(jobs[0]?.cancelled).toBe(true);
    jobs[0]?.handlers.onEnd();
    expect(audioEnds).toEqual([]);
    expect(synthesizer.getSnapshot()).toMatchObject({ status: 'ttsing', text: '第二段', jobId: 2 });
    jobs[1]?.handlers.onStart();
    jobs[1]?.handlers.onEnd();
    expect(audioEnds).toEqual([2]);
    expect(statuses).toEqual(['ttsing', 'play', 'ttsing', 'play', 'endPlay']);
  });

  it('stop during ttsing cancels the job and resets to init', () => {
    const { synthesizer, jobs, statuses } = setup();
    synthesizer.start('停');
    synthesizer.stop();
    expect(jobs[0]?.cancelled).toBe(true);
    jobs[0]?.handlers.onStart();
    expect(statuses).toEqual(['ttsing', 'init']);
  });

  it('a param change during play cancels and resets; the next start uses the new params', () => {
    const { synthesizer, jobs } = setup();
    synthesizer.start('参数');
    jobs[0]?.handlers.onStart();
    synthesizer.setParams({ volume: 90 });
    expect(jobs[0]?.cancelled).toBe(true);
    expect(synthesizer.getSnapshot().status).toBe('init');
    synthesizer.start('参数');
    expect(jobs[1]?.request.params.volume).toBe(90);
  });

  it('alerts and emits provider errors, and ends in errorTTS', () => {
    const { synthesizer, jobs, alerts } = setup();
    const errors: string[] = [];
    synthesizer.on('error', ({ message }) => errors.push(message));
    synthesizer.start('错误');
    jobs[0]?.handlers.onError(new SpeechError('synthesis-failed', 'synthesis failed: 10005: licc failed'));
    expect(alerts).toEqual(['synthesis failed: 10005: licc failed']);
    expect(errors).toEqual(alerts);
    expect(synthesizer.getSnapshot()).toMatchObject({
      status: 'errorTTS',
      error: 'synthesis failed: 10005: licc failed',
    });
  });

  it('dispose stops the job and silences listeners', () => {
    const { synthesizer, jobs, statuses } = setup();
    synthesizer.start('再见');
    synthesizer.dispose();
    expect(jobs[0]?.cancelled).toBe(true);
    synthesizer.start('再来');
    expect(statuses).toEqual(['ttsing', 'init']);
  });
});
