import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { login } from '@edu/api-client';
import { loadConfig, type RunningServer, startServer } from '@edu/server';
import { createManualClock, type SpeechSynthesisLike, type UtteranceLike } from '@edu/speech';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPOKEN_REPLY_NOTE } from '../src/api/build-speech-chat-messages';
import { createAssistantApi } from '../src/api/create-assistant-api';
import { createVoiceFeatures, type VoiceFeatureSet } from '../src/voice/create-voice-features';

/** A speechSynthesis double: records utterances and starts each one; the test ends them. */
function speechSynthesisDouble() {
  const spoken: UtteranceLike[] = [];
  let cancels = 0;
  class Utterance implements UtteranceLike {
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
  const synthesis: SpeechSynthesisLike = {
    getVoices: () => [{ name: 'zh', lang: 'zh-CN', default: false, localService: true, voiceURI: 'zh' }],
    speak(utterance) {
      spoken.push(utterance);
      queueMicrotask(() => utterance.onstart?.({}));
    },
    cancel: () => {
      cancels++;
    },
  };
  return { spoken, synthesis, Utterance, cancels: () => cancels };
}

interface Started {
  server: RunningServer;
  dataDir: string;
  token: string;
}

async function start(env: Record<string, string> = {}): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'edu-voice-unit-'));
  const server = await startServer({
    config: loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', ...env }),
    log: () => undefined,
  });
  const { token } = await login(server.url, { username: 'teacher', password: 'demo1234' });
  return { server, dataDir, token };
}

async function stop(started: Started | undefined) {
  await started?.server.close();
  if (started) rmSync(started.dataDir, { recursive: true, force: true });
}

const XFYUN_ENV = { XFYUN_APP_ID: 'app-1', XFYUN_API_KEY: 'key-1', XFYUN_API_SECRET: 'secret-1' };

/*
 * createVoiceFeatures in Node against the real @edu/server (in-process, port 0): which engine it picks
 * and what the speech chat sends. Lives in e2e/ because widget source may not import the server.
 */
describe('createVoiceFeatures against the real server (guide mode)', () => {
  let guide: Started | undefined;
  let xfyun: Started | undefined;
  beforeAll(async () => {
    guide = await start();
    xfyun = await start(XFYUN_ENV);
  }, 60_000);
  afterAll(async () => {
    await stop(guide);
    await stop(xfyun);
  });

  /** The widget's one client, as the instance builds it. */
  const apiOf = (started: Started | undefined, bodies: unknown[] = []) => {
    if (!started) throw new Error('server not started');
    return createAssistantApi({
      apiBase: `${started.server.url}/ai`,
      getToken: () => started.token,
      // A spy over the real fetch: the request still goes to the server.
      fetch: async (input, init) => {
        if (init?.body && typeof init.body === 'string') bodies.push(JSON.parse(init.body));
        else if (input instanceof Request && input.method === 'POST') bodies.push(await input.clone().json());
        return fetch(input, init);
      },
    });
  };

  it('uses Web Speech when the server has no xfyun (GET /ai/speech/tts-url answers 404)', async () => {
    const double = speechSynthesisDouble();
    const features = createVoiceFeatures({
      api: apiOf(guide),
      webSpeech: { speechSynthesis: double.synthesis, SpeechSynthesisUtterance: double.Utterance },
    });
    expect(await features.resolveProviderId()).toBe('webSpeech');
    features.dispose();
  });

  it('uses xfyun when the server signs TTS URLs: the app id comes with the URL', async () => {
    const features = createVoiceFeatures({ api: apiOf(xfyun) });
    expect(await features.resolveProviderId()).toBe('xfyun');
    features.dispose();
  });

  it('stays on Web Speech when the signed URL comes without an app id and none is configured', async () => {
    const api = apiOf(xfyun);
    const features = createVoiceFeatures({
      api: { chat: api.chat, getTtsUrl: async () => ({ url: (await api.getTtsUrl()).url }) },
    });
    expect(await features.resolveProviderId()).toBe('webSpeech');
    features.dispose();
  });

  it('reads the voice explanation through the shared synthesizer and stops it on collapse', async () => {
    const double = speechSynthesisDouble();
    const clock = createManualClock();
    const features = createVoiceFeatures({
      api: apiOf(guide),
      clock,
      webSpeech: { speechSynthesis: double.synthesis, SpeechSynthesisUtterance: double.Utterance },
    });
    features.voiceExplanation.toggle('第一句。第二句。');
    expect(features.voiceExplanation.getSnapshot().playing).toBe(true);
    await expect.poll(() => double.spoken.map((utterance) => utterance.text)).toEqual(['第一句。', '第二句。']);
    await expect.poll(() => features.synthesizer.getSnapshot().status).toBe('play');
    features.stopPlayback();
    expect(features.voiceExplanation.getSnapshot().playing).toBe(false);
    expect(features.synthesizer.getSnapshot().status).toBe('init');
    features.dispose();
  });

  it('streams a speech-chat reply with temperature 0.5 and 1024 tokens, as plain text, then reads it', async () => {
    const double = speechSynthesisDouble();
    const clock = createManualClock();
    const bodies: unknown[] = [];
    const features: VoiceFeatureSet = createVoiceFeatures({
      api: apiOf(guide, bodies),
      clock,
      webSpeech: { speechSynthesis: double.synthesis, SpeechSynthesisUtterance: double.Utterance },
    });
    const chat = features.speechChat;
    chat.open();
    expect(chat.send('怎么参加资源竞赛')).toBe(true);
    const typed: string[] = [];
    for (let step = 0; step < 4000 && chat.getSnapshot().busy; step++) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      await clock.advance(50);
      const typing = chat.getSnapshot().typing;
      if (typing) typed.push(typing);
    }
    const snapshot = chat.getSnapshot();
    const reply = snapshot.messages[1];
    expect(snapshot.messages[0]).toMatchObject({ role: 'user', content: '怎么参加资源竞赛' });
    expect(reply?.role).toBe('system');
    expect(reply?.content).toContain('竞赛');
    // Markdown from the guide (bold links) is turned into speakable text.
    expect(reply?.content).not.toMatch(/\*\*|\]\(/);
    // Typed out one character per 50 ms step (the last step commits the reply in the same tick).
    expect(typed.length).toBeGreaterThan(20);
    expect(typed.every((text, index) => index === 0 || text.startsWith(typed[index - 1] ?? ''))).toBe(true);
    expect(typed.at(-1)?.length).toBe((reply?.content.length ?? 0) - 1);
    expect(snapshot.playingId).toBe(reply?.id);
    // The provider is chosen on the first reading (one request), then the reply is spoken sentence by sentence.
    await expect.poll(() => double.spoken.length).toBeGreaterThan(1);
    expect(
      double.spoken
        .map((utterance) => utterance.text)
        .join('')
        .replace(/\s+/g, ''),
    ).toBe(reply?.content.replace(/\s+/g, ''));

    const body = bodies.find((item) => typeof item === 'object' && item !== null && 'temperature' in item);
    expect(body).toMatchObject({ temperature: 0.5, max_tokens: 1024, stream: true });
    expect(body).toMatchObject({
      messages: [
        { role: 'system', content: expect.stringContaining(SPOKEN_REPLY_NOTE) },
        { role: 'user', content: '怎么参加资源竞赛' },
      ],
    });

    chat.close();
    expect(chat.getSnapshot().messages).toEqual([]);
    expect(features.synthesizer.getSnapshot().status).toBe('init');
    features.dispose();
  });
});
