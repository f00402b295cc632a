import type { ChatEvent } from '@edu/api-client';
import { describe, expect, it } from 'vitest';
import { createFakeAudioSink } from '../audio/fake-audio-sink';
import type { SpeechJobHandlers, SpeechProvider, SpeechRequest } from '../providers/speech-provider';
import { createSpeechChat, type SpeechChatRequestMessage } from './create-speech-chat';
import { createSynthesizer } from './create-synthesizer';
import { createVoiceExplanation } from './create-voice-explanation';
import { createManualClock } from './manual-clock';

/** An async stream the test feeds by hand. */
function controlledStream() {
  const queue: ChatEvent[] = [];
  let ended = false;
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  return {
    push(event: ChatEvent) {
      queue.push(event);
      notify();
    },
    end() {
      ended = true;
      notify();
    },
    fail(error: Error) {
      failure = error;
      notify();
    },
    async *iterate(signal: AbortSignal): AsyncGenerator<ChatEvent> {
      for (;;) {
        if (signal.aborted) return;
        const next = queue.shift();
        if (next) {
          yield next;
          continue;
        }
        if (failure) throw failure;
        if (ended) return;
        await new Promise<void>((resolve) => {
          wake = resolve;
          signal.addEventListener('abort', () => resolve(), { once: true });
        });
      }
    },
  };
}

function recordingProvider() {
  const jobs: { request: SpeechRequest; handlers: SpeechJobHandlers; cancelled: boolean }[] = [];
  const provider: SpeechProvider = {
    id: 'recording',
    speak(request, handlers) {
      const job = { request, handlers, cancelled: false };
      jobs.push(job);
      return { cancel: () => (job.cancelled = true) };
    },
  };
  return { provider, jobs };
}

function setup() {
  const clock = createManualClock();
  const { provider, jobs } = recordingProvider();
  const synthesizer = createSynthesizer({ provider, clock, audioSink: createFakeAudioSink(clock) });
  const stream = controlledStream();
  const requests: { messages: readonly SpeechChatRequestMessage[]; signal: AbortSignal }[] = [];
  const chat = createSpeechChat({
    chat: (messages, { signal }) => {
      requests.push({ messages, signal });
      return stream.iterate(signal);
    },
    synthesizer,
    clock,
  });
  const infos: string[] = [];
  const played: string[] = [];
  const errors: string[] = [];
  chat.on('info', ({ message }) => infos.push(message));
  chat.on('playItem', ({ id }) => played.push(id));
  chat.on('error', ({ message }) => errors.push(message));
  chat.open();
  return { clock, jobs, synthesizer, stream, requests, chat, infos, played, errors };
}

describe('createSpeechChat', () => {
  it.each(['', '   ', '\n'])('refuses the empty question %j with info 说点什么吧', (question) => {
    const { chat, infos, requests } = setup();
    expect(chat.send(question)).toBe(false);
    expect(infos).toEqual(['说点什么吧']);
    expect(requests).toHaveLength(0);
    expect(chat.getSnapshot().messages).toEqual([]);
  });

  it('types the reply at 50 ms per character, then adds it and reads it aloud', async () => {
    const { chat, stream, clock, jobs, requests, played } = setup();
    expect(chat.send('  什么是三个课堂？ ')).toBe(true);
    expect(requests[0]?.messages).toEqual([{ role: 'user', content: '什么是三个课堂？' }]);
    stream.push({ type: 'reasoning', text: '想一想' });
    stream.push({ type: 'content', text: '专递' });
    stream.push({ type: 'content', text: '课堂' });
    await clock.advance(0);
    expect(chat.getSnapshot()).toMatchObject({ typing: '', busy: true });
    await clock.advance(49);
    expect(chat.getSnapshot().typing).toBe('');
    await clock.advance(1);
    expect(chat.getSnapshot().typing).toBe('专');
    await clock.advance(50);
    expect(chat.getSnapshot().typing).toBe('专递');
    stream.end();
    await clock.advance(50);
    expect(chat.getSnapshot().typing).toBe('专递课');
    expect(jobs).toHaveLength(0);
    await clock.advance(50);
    // Stream closed and typing caught up: the reply joins the messages and is read aloud.
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.request.text).toBe('专递课堂');
    const snapshot = chat.getSnapshot();
    expect(snapshot).toMatchObject({ typing: null, busy: false });
    expect(snapshot.messages.map(({ role, content, pause }) => ({ role, content, pause }))).toEqual([
      { role: 'user', content: '什么是三个课堂？', pause: true },
      { role: 'system', content: '专递课堂', pause: false },
    ]);
    expect(snapshot.playingId).toBe(snapshot.messages[1]?.id);
    expect(played).toEqual([snapshot.messages[1]?.id]);
  });

  it('sends earlier replies back as assistant messages', async () => {
    const { chat, stream, clock, requests } = setup();
    chat.send('你好');
    stream.push({ type: 'content', text: '好' });
    stream.end();
    await clock.advance(100);
    expect(chat.send('再说一遍')).toBe(true);
    expect(requests[1]?.messages).toEqual([
      { role: 'user', content: '你好' },
      { role: 'assistant', content: '好' },
      { role: 'user', content: '再说一遍' },
    ]);
  });

  it('refuses a second question while a reply is in progress', () => {
    const { chat, requests } = setup();
    chat.send('一');
    expect(chat.send('二')).toBe(false);
    expect(requests).toHaveLength(1);
  });

  it('marks the message stopped when its audio ends', async () => {
    const { chat, stream, clock, jobs } = setup();
    chat.send('问');
    stream.push({ type: 'content', text: '答' });
    stream.end();
    await clock.advance(50);
    jobs[0]?.handlers.onStart();
    jobs[0]?.handlers.onEnd();
    expect(chat.getSnapshot().playingId).toBeNull();
    expect(chat.getSnapshot().messages.every((message) => message.pause)).toBe(true);
  });

  it('debounces play/pause by 500 ms and honours only the last toggle of a burst', async () => {
    const { chat, stream, clock, jobs, played } = setup();
    chat.send('问');
    stream.push({ type: 'content', text: '答' });
    stream.end();
    await clock.advance(50);
    jobs[0]?.handlers.onEnd();
    const userId = chat.getSnapshot().messages[0]?.id ?? '';
    const replyId = chat.getSnapshot().messages[1]?.id ?? '';
    chat.togglePlay(replyId);
    await clock.advance(499);
    expect(jobs).toHaveLength(1);
    chat.togglePlay(userId);
    await clock.advance(499);
    expect(jobs).toHaveLength(1);
    await clock.advance(1);
    expect(jobs).toHaveLength(2);
    expect(jobs[1]?.request.text).toBe('问');
    expect(played).toEqual([replyId, userId]);
    expect(chat.getSnapshot().playingId).toBe(userId);
  });

  it('playing one message interrupts the other and emits playItem; toggling the playing one pauses it', async () => {
    const { chat, stream, clock, jobs, played } = setup();
    chat.send('问');
    stream.push({ type: 'content', text: '答' });
    stream.end();
    await clock.advance(50);
    const [user, reply] = chat.getSnapshot().messages;
    expect(chat.getSnapshot().playingId).toBe(reply?.id);
    chat.togglePlay(user?.id ?? '');
    await clock.advance(500);
    expect(jobs[0]?.cancelled).toBe(true);
    expect(played).toEqual([reply?.id, user?.id]);
    expect(chat.getSnapshot().messages.map((message) => message.pause)).toEqual([false, true]);
    chat.togglePlay(user?.id ?? '');
    await clock.advance(500);
    expect(jobs[1]?.cancelled).toBe(true);
    expect(chat.getSnapshot().playingId).toBeNull();
    expect(chat.getSnapshot().messages.map((message) => message.pause)).toEqual([true, true]);
  });

  it('surfaces a stream error, keeps the partial reply and does not read it', async () => {
    const { chat, stream, clock, jobs, errors } = setup();
    chat.send('问');
    stream.push({ type: 'content', text: '一半' });
    stream.push({ type: 'error', message: 'upstream 503' });
    await clock.advance(0);
    expect(errors).toEqual(['upstream 503']);
    expect(chat.getSnapshot()).toMatchObject({ busy: false, typing: null, error: 'upstream 503' });
    expect(chat.getSnapshot().messages.map((message) => message.content)).toEqual(['问', '一半']);
    expect(jobs).toHaveLength(0);
  });

  it('types and reads a refusal’s calm message in place of the withdrawn answer, none of which is read', async () => {
    const { chat, stream, clock, jobs } = setup();
    chat.send('问');
    stream.push({ type: 'content', text: '无害' });
    await clock.advance(50);
    expect(chat.getSnapshot().typing).toBe('无');
    stream.push({ type: 'refused', message: '停了' });
    stream.end();
    await clock.advance(0);
    expect(chat.getSnapshot().typing).toBe('');
    await clock.advance(150);
    expect(chat.getSnapshot().messages.map((message) => message.content)).toEqual(['问', '停了']);
    expect(jobs.map((job) => job.request.text)).toEqual(['停了']);
  });

  it('surfaces a thrown stream failure with no reply', async () => {
    const { chat, stream, clock, errors } = setup();
    chat.send('问');
    stream.fail(new Error('network down'));
    await clock.advance(0);
    expect(errors).toEqual(['network down']);
    expect(chat.getSnapshot().messages).toHaveLength(1);
  });

  it('minimises and restores without losing messages', () => {
    const { chat } = setup();
    chat.send('问');
    chat.setMinimised(true);
    expect(chat.getSnapshot()).toMatchObject({ open: true, minimised: true });
    chat.open();
    expect(chat.getSnapshot()).toMatchObject({ open: true, minimised: false });
    expect(chat.getSnapshot().messages).toHaveLength(1);
  });

  it('close aborts the stream, stops the audio and clears the messages', async () => {
    const { chat, stream, clock, jobs, requests, synthesizer } = setup();
    chat.send('问');
    stream.push({ type: 'content', text: '答' });
    stream.end();
    await clock.advance(50);
    chat.send('第二问');
    // A new question stops the reading of the previous reply.
    expect(jobs[0]?.cancelled).toBe(true);
    chat.close();
    expect(requests[1]?.signal.aborted).toBe(true);
    expect(chat.getSnapshot()).toMatchObject({ open: false, messages: [], typing: null, busy: false });
    expect(synthesizer.getSnapshot().status).toBe('init');
    await clock.advance(1_000);
    expect(chat.getSnapshot().messages).toEqual([]);
  });

  it('loses the playing mark when the voice explanation takes the synthesizer', async () => {
    const { chat, stream, clock, synthesizer } = setup();
    chat.send('问');
    stream.push({ type: 'content', text: '答' });
    stream.end();
    await clock.advance(50);
    expect(chat.getSnapshot().playingId).not.toBeNull();
    createVoiceExplanation({ synthesizer }).toggle('首页介绍');
    expect(chat.getSnapshot().playingId).toBeNull();
  });

  it('reads with the synthesizer defaults even after the voice explanation changed them', async () => {
    const { chat, stream, clock, synthesizer, jobs } = setup();
    createVoiceExplanation({ synthesizer }).toggle('首页介绍');
    expect(jobs[0]?.request.params).toMatchObject({ speed: 40, volume: 100 });
    chat.send('问');
    stream.push({ type: 'content', text: '答' });
    stream.end();
    await clock.advance(50);
    expect(jobs.at(-1)?.request.text).toBe('答');
    expect(jobs.at(-1)?.request.params).toMatchObject({ speed: 30, volume: 50, pitch: 50 });
  });
});

describe('createVoiceExplanation', () => {
  function voiceSetup() {
    const clock = createManualClock();
    const { provider, jobs } = recordingProvider();
    const synthesizer = createSynthesizer({ provider, clock, audioSink: createFakeAudioSink(clock) });
    const voice = createVoiceExplanation({ synthesizer });
    const changes: boolean[] = [];
    voice.subscribe(() => changes.push(voice.getSnapshot().playing));
    return { jobs, synthesizer, voice, changes };
  }

  it('toggles playing and stopped', () => {
    const { jobs, voice, changes, synthesizer } = voiceSetup();
    voice.toggle('欢迎来到首页');
    expect(jobs[0]?.request.text).toBe('欢迎来到首页');
    // SPEC §7/§9 voice widget: speed 40, "voice 100" read as the volume.
    expect(jobs[0]?.request.params).toMatchObject({ speed: 40, volume: 100, pitch: 50 });
    expect(voice.getSnapshot().playing).toBe(true);
    voice.toggle('欢迎来到首页');
    expect(jobs[0]?.cancelled).toBe(true);
    expect(changes).toEqual([true, false]);
    expect(synthesizer.getSnapshot().status).toBe('init');
  });

  it('resets to stopped on audio end', () => {
    const { jobs, voice, changes } = voiceSetup();
    voice.toggle('讲解');
    jobs[0]?.handlers.onStart();
    jobs[0]?.handlers.onEnd();
    expect(changes).toEqual([true, false]);
    voice.toggle('讲解');
    expect(jobs).toHaveLength(2);
  });

  it('stop() stops only its own playback', () => {
    const { jobs, voice, synthesizer } = voiceSetup();
    synthesizer.start('别人的播放');
    voice.stop();
    expect(jobs[0]?.cancelled).toBe(false);
    voice.toggle('讲解');
    voice.stop();
    expect(jobs[1]?.cancelled).toBe(true);
    expect(voice.getSnapshot().playing).toBe(false);
  });

  it('returns to stopped when synthesis fails', () => {
    const { jobs, voice } = voiceSetup();
    voice.toggle('讲解');
    jobs[0]?.handlers.onError(Object.assign(new Error('x'), { code: 'synthesis-failed' }) as never);
    expect(voice.getSnapshot().playing).toBe(false);
  });
});
