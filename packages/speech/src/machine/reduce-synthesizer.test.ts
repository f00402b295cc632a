import { SPEECH_MESSAGES } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import {
  initialSynthesizerState,
  reduceSynthesizer,
  type SynthesizerEvent,
  type SynthesizerState,
  type SynthesizerStatus,
} from './reduce-synthesizer';
import { DEFAULT_SYNTHESIZER_PARAMS } from './synthesizer-params';

function stateIn(status: SynthesizerStatus, jobId = 3): SynthesizerState {
  return { ...initialSynthesizerState(), status, text: '你好', jobId, error: status === 'errorTTS' ? 'x' : null };
}

describe('reduceSynthesizer', () => {
  it('starts in init with SPEC defaults', () => {
    expect(initialSynthesizerState()).toEqual({
      status: 'init',
      text: '',
      params: { voice: 'xiaoyan', speed: 30, volume: 50, pitch: 50 },
      jobId: 0,
      error: null,
    });
  });

  describe('start', () => {
    it.each<[SynthesizerStatus, boolean]>([
      ['init', false],
      ['endPlay', false],
      ['errorTTS', false],
      ['ttsing', true],
      ['play', true],
    ])('from %s goes to ttsing with a new job (cancels the old one: %s)', (status, cancels) => {
      const { state, effects } = reduceSynthesizer(stateIn(status), { type: 'start', text: '同学们好' });
      expect(state).toMatchObject({ status: 'ttsing', text: '同学们好', jobId: 4, error: null });
      const expected = [
        ...(cancels ? [{ type: 'cancel', jobId: 3 }] : []),
        { type: 'synthesize', jobId: 4, text: '同学们好', params: DEFAULT_SYNTHESIZER_PARAMS },
      ];
      expect(effects).toEqual(expected);
    });

    it.each(['', '   ', '\n\t'])('falls back to the default prompt for empty text %j', (text) => {
      const { state, effects } = reduceSynthesizer(initialSynthesizerState(), { type: 'start', text });
      expect(state.text).toBe(SPEECH_MESSAGES.defaultSynthesisText);
      expect(effects).toEqual([
        {
          type: 'synthesize',
          jobId: 1,
          text: 'please enter the text to synthesize',
          params: DEFAULT_SYNTHESIZER_PARAMS,
        },
      ]);
    });
  });

  describe('stop', () => {
    it.each<[SynthesizerStatus, boolean]>([
      ['ttsing', true],
      ['play', true],
      ['endPlay', false],
      ['errorTTS', false],
    ])('from %s resets to init (cancels: %s)', (status, cancels) => {
      const { state, effects } = reduceSynthesizer(stateIn(status), { type: 'stop' });
      expect(state).toMatchObject({ status: 'init', jobId: 3, error: null });
      expect(effects).toEqual(cancels ? [{ type: 'cancel', jobId: 3 }] : []);
    });

    it('is a no-op in init (same state object)', () => {
      const before = stateIn('init');
      const after = reduceSynthesizer(before, { type: 'stop' });
      expect(after.state).toBe(before);
      expect(after.effects).toEqual([]);
    });

    it('during ttsing makes the late callbacks of that job harmless', () => {
      let state = reduceSynthesizer(stateIn('ttsing'), { type: 'stop' }).state;
      for (const event of [
        { type: 'playbackStarted', jobId: 3 },
        { type: 'playbackEnded', jobId: 3 },
        { type: 'failed', jobId: 3, message: 'late' },
      ] satisfies SynthesizerEvent[]) {
        const next = reduceSynthesizer(state, event);
        expect(next.state).toBe(state);
        expect(next.effects).toEqual([]);
        state = next.state;
      }
    });
  });

  describe('setParams', () => {
    it.each<[SynthesizerStatus, boolean]>([
      ['init', false],
      ['ttsing', true],
      ['play', true],
      ['endPlay', false],
      ['errorTTS', false],
    ])('from %s resets to init with the new params (cancels: %s)', (status, cancels) => {
      const { state, effects } = reduceSynthesizer(stateIn(status), { type: 'setParams', params: { speed: 60 } });
      expect(state).toMatchObject({ status: 'init', params: { ...DEFAULT_SYNTHESIZER_PARAMS, speed: 60 } });
      expect(effects).toEqual(cancels ? [{ type: 'cancel', jobId: 3 }] : []);
    });

    it('ignores a change that changes nothing', () => {
      const before = stateIn('play');
      const after = reduceSynthesizer(before, { type: 'setParams', params: { speed: 30, voice: 'xiaoyan' } });
      expect(after.state).toBe(before);
      expect(after.effects).toEqual([]);
    });

    it.each([
      [{ speed: 150 }, { speed: 100 }],
      [{ volume: -5 }, { volume: 0 }],
      [{ pitch: 42.6 }, { pitch: 43 }],
      [
        { pitch: Number.NaN, speed: 10 },
        { pitch: 50, speed: 10 },
      ],
      [{ voice: '  aisjiuxu ' }, { voice: 'aisjiuxu' }],
      [
        { voice: '', volume: 70 },
        { voice: 'xiaoyan', volume: 70 },
      ],
    ])('clamps %j to %j', (change, expected) => {
      const { state } = reduceSynthesizer(stateIn('init'), { type: 'setParams', params: change });
      expect(state.params).toEqual({ ...DEFAULT_SYNTHESIZER_PARAMS, ...expected });
    });
  });

  describe('provider callbacks', () => {
    it('playbackStarted moves ttsing to play', () => {
      const { state, effects } = reduceSynthesizer(stateIn('ttsing'), { type: 'playbackStarted', jobId: 3 });
      expect(state.status).toBe('play');
      expect(effects).toEqual([]);
    });

    it.each<SynthesizerStatus>(['init', 'play', 'endPlay', 'errorTTS'])(
      'playbackStarted is ignored in %s',
      (status) => {
        const before = stateIn(status);
        expect(reduceSynthesizer(before, { type: 'playbackStarted', jobId: 3 }).state).toBe(before);
      },
    );

    it.each<SynthesizerStatus>(['ttsing', 'play'])(
      'playbackEnded moves %s to endPlay and emits audio end',
      (status) => {
        const { state, effects } = reduceSynthesizer(stateIn(status), { type: 'playbackEnded', jobId: 3 });
        expect(state.status).toBe('endPlay');
        expect(effects).toEqual([{ type: 'emitAudioEnd', jobId: 3 }]);
      },
    );

    it.each<SynthesizerStatus>(['init', 'endPlay', 'errorTTS'])('playbackEnded is ignored in %s', (status) => {
      const before = stateIn(status);
      expect(reduceSynthesizer(before, { type: 'playbackEnded', jobId: 3 })).toEqual({ state: before, effects: [] });
    });

    it.each<SynthesizerStatus>(['ttsing', 'play'])('failed moves %s to errorTTS, cancels and reports', (status) => {
      const message = 'synthesis failed: 10005: licc failed';
      const { state, effects } = reduceSynthesizer(stateIn(status), { type: 'failed', jobId: 3, message });
      expect(state).toMatchObject({ status: 'errorTTS', error: message });
      expect(effects).toEqual([
        { type: 'cancel', jobId: 3 },
        { type: 'reportError', jobId: 3, message },
      ]);
    });

    it.each<SynthesizerStatus>(['init', 'endPlay', 'errorTTS'])('failed is ignored in %s', (status) => {
      const before = stateIn(status);
      expect(reduceSynthesizer(before, { type: 'failed', jobId: 3, message: 'x' }).state).toBe(before);
    });

    it.each<SynthesizerEvent>([
      { type: 'playbackStarted', jobId: 2 },
      { type: 'playbackEnded', jobId: 2 },
      { type: 'failed', jobId: 2, message: 'old job' },
    ])('ignores %j from an older job', (event) => {
      const before = stateIn('ttsing');
      expect(reduceSynthesizer(before, event)).toEqual({ state: before, effects: [] });
    });
  });

  it('walks the whole happy path init → ttsing → play → endPlay → ttsing', () => {
    const statuses: SynthesizerStatus[] = [];
    let state = initialSynthesizerState();
    const events: SynthesizerEvent[] = [
      { type: 'start', text: '欢迎' },
      { type: 'playbackStarted', jobId: 1 },
      { type: 'playbackEnded', jobId: 1 },
      { type: 'start', text: '再见' },
    ];
    for (const event of events) {
      state = reduceSynthesizer(state, event).state;
      statuses.push(state.status);
    }
    expect(statuses).toEqual(['ttsing', 'play', 'endPlay', 'ttsing']);
    expect(state.jobId).toBe(2);
  });
});
