import { describe, expect, it } from 'vitest';
import { createFakeAudioSink } from '../audio/fake-audio-sink';
import type { SynthesizerStatus } from '../machine/reduce-synthesizer';
import { createSynthesizer } from '../session/create-synthesizer';
import { createManualClock } from '../session/manual-clock';
import { createWebSpeechProvider, type SpeechSynthesisLike, type UtteranceLike } from './create-web-speech-provider';
import type { VoiceLike } from './map-web-speech-params';

class FakeUtterance implements UtteranceLike {
  lang = '';
  rate = 1;
  pitch = 1;
  volume = 1;
  voice: unknown = null;
  onstart: UtteranceLike['onstart'] = null;
  onend: UtteranceLike['onend'] = null;
  onerror: UtteranceLike['onerror'] = null;
  constructor(public text: string) {}
}

function fakeSynthesis(voices: VoiceLike[]) {
  const queue: FakeUtterance[] = [];
  let cancels = 0;
  const synthesis: SpeechSynthesisLike = {
    getVoices: () => voices,
    speak: (utterance) => queue.push(utterance as FakeUtterance),
    cancel: () => {
      cancels++;
    },
  };
  return { synthesis, queue, cancels: () => cancels };
}

function setup(voices: VoiceLike[] = [{ name: 'Ting-Ting', lang: 'zh-CN', localService: true }]) {
  const fake = fakeSynthesis(voices);
  const clock = createManualClock();
  const alerts: string[] = [];
  const statuses: SynthesizerStatus[] = [];
  const synthesizer = createSynthesizer({
    provider: createWebSpeechProvider({ speechSynthesis: fake.synthesis, SpeechSynthesisUtterance: FakeUtterance }),
    clock,
    audioSink: createFakeAudioSink(clock),
    alert: (message) => alerts.push(message),
  });
  synthesizer.on('stateChange', ({ status }) => statuses.push(status));
  return { ...fake, clock, alerts, statuses, synthesizer };
}

describe('createWebSpeechProvider', () => {
  it('speaks one zh-CN utterance per sentence with mapped settings and the Chinese voice', () => {
    const { synthesizer, queue } = setup([
      { name: 'Alex', lang: 'en-US', localService: true },
      { name: 'Ting-Ting', lang: 'zh-CN', localService: true },
    ]);
    synthesizer.setParams({ speed: 75, pitch: 60, volume: 80 });
    synthesizer.start('欢迎来到首页。请看导航栏！');
    expect(queue.map((utterance) => utterance.text)).toEqual(['欢迎来到首页。', '请看导航栏！']);
    for (const utterance of queue) {
      expect(utterance).toMatchObject({ lang: 'zh-CN', rate: 1.5, pitch: 1.2, volume: 0.8 });
      expect((utterance.voice as VoiceLike).name).toBe('Ting-Ting');
    }
  });

  it('goes to play on the first start and to endPlay on the last end', () => {
    const { synthesizer, queue, statuses } = setup();
    synthesizer.start('一。二。');
    queue[0]?.onstart?.({});
    queue[0]?.onend?.({});
    expect(synthesizer.getSnapshot().status).toBe('play');
    queue[1]?.onstart?.({});
    queue[1]?.onend?.({});
    expect(statuses).toEqual(['ttsing', 'play', 'endPlay']);
  });

  it('speaks without a voice object when the browser lists none (lang still zh-CN)', () => {
    const { synthesizer, queue } = setup([]);
    synthesizer.start('你好');
    expect(queue[0]?.voice).toBeNull();
    expect(queue[0]?.lang).toBe('zh-CN');
  });

  it('turns an utterance error into errorTTS with an alert', () => {
    const { synthesizer, queue, alerts } = setup();
    synthesizer.start('出错');
    queue[0]?.onerror?.({ error: 'synthesis-failed' });
    expect(synthesizer.getSnapshot().status).toBe('errorTTS');
    expect(alerts).toEqual(['synthesis failed: synthesis-failed: speech synthesis error']);
  });

  it('fails when nothing starts within 5 s', async () => {
    const { synthesizer, clock, alerts } = setup();
    synthesizer.start('沉默');
    await clock.advance(4_999);
    expect(synthesizer.getSnapshot().status).toBe('ttsing');
    await clock.advance(1);
    expect(alerts).toEqual(['synthesis failed: timeout: speech synthesis did not start']);
  });

  it('ends a sentence whose end event never comes', async () => {
    const { synthesizer, queue, clock, statuses } = setup();
    synthesizer.start('只有开始没有结束');
    queue[0]?.onstart?.({});
    await clock.advance(10_000);
    expect(statuses).toEqual(['ttsing', 'play', 'endPlay']);
  });

  it('stop cancels the browser queue and ignores the interrupted error', () => {
    const { synthesizer, queue, alerts, cancels } = setup();
    synthesizer.start('停下');
    const before = cancels();
    synthesizer.stop();
    expect(cancels()).toBe(before + 1);
    queue[0]?.onerror?.({ error: 'interrupted' });
    expect(alerts).toEqual([]);
    expect(synthesizer.getSnapshot().status).toBe('init');
  });

  it('alerts when the browser has no speech synthesis', async () => {
    const clock = createManualClock();
    const alerts: string[] = [];
    const synthesizer = createSynthesizer({
      provider: createWebSpeechProvider(),
      clock,
      alert: (message) => alerts.push(message),
    });
    synthesizer.start('无');
    await clock.advance(0);
    expect(alerts).toEqual(['browser does not support speech synthesis']);
  });
});
