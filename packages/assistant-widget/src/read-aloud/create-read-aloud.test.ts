import { createSynthesizer, type SpeechJobHandlers, type SpeechProvider } from '@edu/speech';
import { describe, expect, it } from 'vitest';
import { createReadAloud } from './create-read-aloud';

/** A provider the test ends by hand: every job waits for `finish()`. */
function manualProvider() {
  const jobs: Array<{ text: string; speed: number; handlers: SpeechJobHandlers; cancelled: boolean }> = [];
  const provider: SpeechProvider = {
    id: 'manual',
    speak(request, handlers) {
      const job = { text: request.text, speed: request.params.speed, handlers, cancelled: false };
      jobs.push(job);
      handlers.onStart();
      return {
        cancel() {
          job.cancelled = true;
        },
      };
    },
  };
  return { provider, jobs, finish: () => jobs.at(-1)?.handlers.onEnd() };
}

function setup() {
  const manual = manualProvider();
  const synthesizer = createSynthesizer({ provider: manual.provider });
  const highlighted: Array<number | 'clear'> = [];
  const actions: string[] = [];
  const reading = createReadAloud({
    synthesizer,
    sentences: ['第一句。', '第二句。', '第三句。'],
    highlight: (index) => highlighted.push(index),
    clearHighlight: () => highlighted.push('clear'),
    onAction: (action) => actions.push(action),
  });
  return { ...manual, synthesizer, reading, highlighted, actions };
}

describe('createReadAloud', () => {
  it('reads every sentence in turn, highlighting each, and ends', () => {
    const { reading, jobs, finish, highlighted, actions } = setup();
    reading.start();
    finish();
    finish();
    expect(jobs.map((job) => job.text)).toEqual(['第一句。', '第二句。', '第三句。']);
    finish();
    expect(reading.getSnapshot().status).toBe('ended');
    expect(highlighted).toEqual([0, 1, 2, 'clear']);
    expect(actions).toEqual(['start', 'end']);
  });

  it('pauses, resumes the sentence at a new speed, and stops', () => {
    const { reading, jobs, finish, actions } = setup();
    reading.start();
    finish();
    reading.pause();
    expect(jobs[1]?.cancelled).toBe(true);
    reading.setRate(2);
    reading.resume();
    expect(jobs.at(-1)).toMatchObject({ text: '第二句。', speed: 100 });
    reading.stop();
    expect(jobs.at(-1)?.cancelled).toBe(true);
    expect(actions).toEqual(['start', 'pause', 'rate', 'resume', 'stop']);
  });

  it('stops when another reading takes the synthesizer', () => {
    const { reading, synthesizer, highlighted, actions } = setup();
    reading.start();
    synthesizer.start('语音讲解');
    expect(reading.getSnapshot().status).toBe('stopped');
    expect(highlighted.at(-1)).toBe('clear');
    expect(actions).toEqual(['start', 'stop']);
  });
});
