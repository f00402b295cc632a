import type { AddressInfo } from 'node:net';
import { TTS_PLAYBACK_START_DELAY_MS } from '@edu/api-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type WebSocket as ServerSocket, WebSocket, WebSocketServer } from 'ws';
import { createFakeAudioSink, type FakeAudioSink } from '../audio/fake-audio-sink';
import type { SynthesizerStatus } from '../machine/reduce-synthesizer';
import { systemClock } from '../session/clock';
import { createSynthesizer, type Synthesizer } from '../session/create-synthesizer';
import type { WebSocketConstructorLike } from '../transport/websocket-like';
import { createXfyunProvider, type XfyunProviderOptions } from './create-xfyun-provider';

/** What the fake xfyun server does after it receives the request frame. */
type Script = (socket: ServerSocket, request: unknown) => void | Promise<void>;

interface Connection {
  url: string;
  openedAtMs: number;
  request?: unknown;
  closeCode?: number;
}

let server: WebSocketServer;
let baseUrl: string;
let script: Script;
let connections: Connection[] = [];

function pcmBase64(samples: number[]): string {
  return Buffer.from(Int16Array.from(samples).buffer).toString('base64');
}

function audioFrame(audio: string, status: number) {
  return JSON.stringify({ code: 0, message: 'success', sid: 'tts000test@dx1', data: { audio, status, ced: '10' } });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  baseUrl = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.on('connection', (socket, request) => {
    const connection: Connection = { url: request.url ?? '', openedAtMs: Date.now() };
    connections.push(connection);
    socket.on('close', (code) => {
      connection.closeCode = code;
    });
    socket.once('message', (data) => {
      connection.request = JSON.parse(String(data)) as unknown;
      void script(socket, connection.request);
    });
  });
});

afterAll(async () => {
  for (const client of server.clients) client.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(() => {
  connections = [];
});

interface Rig {
  synthesizer: Synthesizer;
  sink: FakeAudioSink;
  alerts: string[];
  statuses: SynthesizerStatus[];
  audioEnds: number[];
}

function rig(overrides: Partial<XfyunProviderOptions> = {}): Rig {
  const sink = createFakeAudioSink(systemClock);
  const alerts: string[] = [];
  const statuses: SynthesizerStatus[] = [];
  const audioEnds: number[] = [];
  const synthesizer = createSynthesizer({
    provider: createXfyunProvider({
      getSignedUrl: async () => `${baseUrl}/v2/tts?authorization=abc%3D&date=Thu%2C%2015%20Jan&host=tts-api.xfyun.cn`,
      appId: 'test0001',
      WebSocket: WebSocket as unknown as WebSocketConstructorLike,
      ...overrides,
    }),
    audioSink: sink,
    alert: (message) => alerts.push(message),
  });
  synthesizer.on('stateChange', ({ status }) => statuses.push(status));
  synthesizer.on('audioEnd', ({ jobId }) => audioEnds.push(jobId));
  return { synthesizer, sink, alerts, statuses, audioEnds };
}

async function until(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(5);
  }
}

function playedSamples(sink: FakeAudioSink, stream = 0): number[] {
  return (sink.streams[stream]?.chunks ?? []).flatMap((chunk) => [...chunk.samples].map((value) => value * 32768));
}

describe('xfyun provider against a local fake xfyun server', () => {
  it('sends exactly the protocols.md request frame to the signed URL', async () => {
    script = (socket) => socket.send(audioFrame(pcmBase64([1, 2]), 2));
    const { synthesizer, statuses } = rig();
    synthesizer.start('你好，同学们！');
    await until(() => statuses.includes('endPlay'));
    expect(connections).toHaveLength(1);
    expect(connections[0]?.url).toBe('/v2/tts?authorization=abc%3D&date=Thu%2C%2015%20Jan&host=tts-api.xfyun.cn');
    expect(connections[0]?.request).toEqual({
      common: { app_id: 'test0001' },
      business: {
        aue: 'raw',
        auf: 'audio/L16;rate=16000',
        vcn: 'xiaoyan',
        speed: 30,
        volume: 50,
        pitch: 50,
        tte: 'UTF8',
      },
      data: { status: 2, text: '5L2g5aW977yM5ZCM5a2m5Lus77yB' },
    });
    // The client closes normally once the last frame is in (protocols.md §2).
    await until(() => connections[0]?.closeCode !== undefined);
    expect(connections[0]?.closeCode).toBe(1000);
  });

  it('takes the app id from the signed-URL answer and sends changed params', async () => {
    script = (socket) => socket.send(audioFrame(pcmBase64([1]), 2));
    const { synthesizer, statuses } = rig({
      appId: undefined,
      getSignedUrl: async () => ({ url: `${baseUrl}/v2/tts`, appId: 'fromserver' }),
    });
    synthesizer.setParams({ speed: 60, volume: 80, pitch: 40, voice: 'aisjiuxu' });
    synthesizer.start('Hello');
    await until(() => statuses.includes('endPlay'));
    expect(connections[0]?.request).toMatchObject({
      common: { app_id: 'fromserver' },
      business: { vcn: 'aisjiuxu', speed: 60, volume: 80, pitch: 40 },
      data: { status: 2, text: 'SGVsbG8=' },
    });
  });

  it('plays audio frames in order while more arrive, starting within 1 s of the socket opening', async () => {
    const samples = Array.from({ length: 801 }, (_, index) => ((index * 97) % 2000) - 1000);
    const bytes = Buffer.from(Int16Array.from(samples).buffer);
    // Odd-sized frames split samples across frames; the last one ends the session.
    const cuts = [0, 301, 900, 1201, bytes.length];
    script = async (socket) => {
      for (let index = 0; index < cuts.length - 1; index++) {
        const chunk = bytes.subarray(cuts[index], cuts[index + 1]).toString('base64');
        socket.send(audioFrame(chunk, index === cuts.length - 2 ? 2 : 1));
        await sleep(30);
      }
    };
    const { synthesizer, sink, statuses, audioEnds } = rig();
    synthesizer.start('一段较长的课文。');
    await until(() => sink.streams[0]?.startedAtMs != null);
    // Playing has begun while the server is still sending.
    expect(synthesizer.getSnapshot().status).toBe('play');
    expect(sink.streams[0]?.ended).toBe(false);
    const startDelay = (sink.streams[0]?.startedAtMs ?? 0) - (connections[0]?.openedAtMs ?? 0);
    expect(startDelay).toBeLessThan(TTS_PLAYBACK_START_DELAY_MS);
    await until(() => statuses.includes('endPlay'));
    expect(statuses).toEqual(['ttsing', 'play', 'endPlay']);
    expect(audioEnds).toEqual([1]);
    expect(playedSamples(sink)).toEqual(samples);
    expect(sink.streams[0]?.chunks.every((chunk) => chunk.sampleRate === 16_000)).toBe(true);
    // Ended only after the audio's true duration (801 samples at 16 kHz ≈ 50 ms) had played.
    const stream = sink.streams[0];
    expect((stream?.finishedAtMs ?? 0) - (stream?.startedAtMs ?? 0)).toBeGreaterThanOrEqual(45);
  });

  it.each([
    [10005, 'licc failed'],
    [11200, 'auth no license'],
    [10109, 'text length illegal'],
  ])('surfaces error frame %d as "synthesis failed: code: message"', async (code, message) => {
    script = (socket) => {
      socket.send(audioFrame(pcmBase64([5, 6]), 1));
      socket.send(JSON.stringify({ code, message, sid: 'tts1', data: null }));
    };
    const { synthesizer, sink, alerts, statuses } = rig();
    const errors: string[] = [];
    synthesizer.on('error', (event) => errors.push(event.message));
    synthesizer.start('出错的文本');
    await until(() => statuses.includes('errorTTS'));
    expect(alerts).toEqual([`synthesis failed: ${code}: ${message}`]);
    expect(errors).toEqual(alerts);
    expect(synthesizer.getSnapshot()).toMatchObject({
      status: 'errorTTS',
      error: `synthesis failed: ${code}: ${message}`,
    });
    // The partial audio is silenced.
    expect(sink.streams[0]?.stopped).toBe(true);
  });

  it('goes to errorTTS when the socket closes before the last frame', async () => {
    script = (socket) => {
      socket.send(audioFrame(pcmBase64([1, 2, 3]), 1));
      setTimeout(() => socket.close(1011, 'engine gone'), 20);
    };
    const { synthesizer, alerts, statuses, audioEnds } = rig();
    synthesizer.start('半途断开');
    await until(() => statuses.includes('errorTTS'));
    expect(statuses).toEqual(['ttsing', 'play', 'errorTTS']);
    expect(alerts).toEqual(['synthesis failed: 1011: connection closed before the last audio frame (engine gone)']);
    expect(audioEnds).toEqual([]);
  });

  it('stop during ttsing closes the socket, plays nothing and stays in init', async () => {
    script = async (socket) => {
      await sleep(150);
      if (socket.readyState === socket.OPEN) socket.send(audioFrame(pcmBase64([9, 9]), 2));
    };
    const { synthesizer, sink, alerts, statuses } = rig();
    synthesizer.start('马上停止');
    await until(() => connections[0]?.request !== undefined);
    expect(synthesizer.getSnapshot().status).toBe('ttsing');
    synthesizer.stop();
    await until(() => connections[0]?.closeCode !== undefined);
    await sleep(200);
    expect(connections[0]?.closeCode).toBe(1000);
    expect(statuses).toEqual(['ttsing', 'init']);
    expect(sink.streams[0]?.chunks).toEqual([]);
    expect(alerts).toEqual([]);
  });

  it('a param change during play stops the audio and resets to init', async () => {
    script = async (socket) => {
      socket.send(audioFrame(pcmBase64(new Array(1600).fill(100)), 1));
      await sleep(300);
      if (socket.readyState === socket.OPEN) socket.send(audioFrame(pcmBase64([1]), 2));
    };
    const { synthesizer, sink, statuses, audioEnds } = rig();
    synthesizer.start('播放中改参数');
    await until(() => synthesizer.getSnapshot().status === 'play');
    synthesizer.setParams({ speed: 70 });
    expect(synthesizer.getSnapshot()).toMatchObject({ status: 'init', params: { speed: 70 } });
    expect(sink.streams[0]?.stopped).toBe(true);
    await until(() => connections[0]?.closeCode !== undefined);
    await sleep(350);
    expect(statuses).toEqual(['ttsing', 'play', 'init']);
    expect(audioEnds).toEqual([]);
  });

  it('replays the same text and params from memory without reconnecting', async () => {
    script = (socket) => socket.send(audioFrame(pcmBase64([7, 8, 9]), 2));
    const { synthesizer, sink, audioEnds } = rig();
    synthesizer.start('再读一遍');
    await until(() => audioEnds.length === 1);
    synthesizer.start('再读一遍');
    await until(() => audioEnds.length === 2);
    expect(connections).toHaveLength(1);
    expect(playedSamples(sink, 1)).toEqual([7, 8, 9]);
  });

  it('synthesizes text over the 8000-byte limit piece by piece, in order', async () => {
    let count = 0;
    script = (socket) => {
      count++;
      socket.send(audioFrame(pcmBase64([count, count]), 2));
    };
    const { synthesizer, sink, statuses } = rig();
    const text = '这是一个很长的句子，用来测试分段合成。'.repeat(150); // 19 characters × 150 = 8550 bytes
    synthesizer.start(text);
    await until(() => statuses.includes('endPlay'));
    expect(connections).toHaveLength(2);
    const decoded = connections.map((connection) =>
      Buffer.from((connection.request as { data: { text: string } }).data.text, 'base64').toString('utf8'),
    );
    expect(decoded.join('')).toBe(text);
    expect(playedSamples(sink)).toEqual([1, 1, 2, 2]);
  });

  it('alerts "browser does not support WebSocket" when there is none', async () => {
    const { synthesizer, alerts, statuses } = rig({ WebSocket: undefined });
    const scope = globalThis as { WebSocket?: unknown };
    const saved = scope.WebSocket;
    delete scope.WebSocket;
    try {
      synthesizer.start('没有 WebSocket');
      await until(() => statuses.includes('errorTTS'));
    } finally {
      if (saved) scope.WebSocket = saved;
    }
    expect(alerts).toEqual(['browser does not support WebSocket']);
  });

  it('alerts when the audio output is unavailable', async () => {
    script = (socket) => socket.send(audioFrame(pcmBase64([1]), 2));
    const { synthesizer, sink, alerts, statuses } = rig();
    sink.failNextOpen(new Error('browser does not support Web Audio'));
    synthesizer.start('没有声音设备');
    await until(() => statuses.includes('errorTTS'));
    expect(alerts).toEqual(['synthesis failed: browser does not support Web Audio']);
  });

  it('goes to errorTTS when the signed URL cannot be fetched', async () => {
    const { synthesizer, alerts, statuses } = rig({
      getSignedUrl: () => Promise.reject(new Error('503 speech not configured')),
    });
    synthesizer.start('拿不到地址');
    await until(() => statuses.includes('errorTTS'));
    expect(alerts).toEqual(['synthesis failed: 503 speech not configured']);
    expect(connections).toHaveLength(0);
  });

  it('reports an unreachable server as a connection failure', async () => {
    const { synthesizer, alerts, statuses } = rig({ getSignedUrl: async () => 'ws://127.0.0.1:1/v2/tts' });
    synthesizer.start('连不上');
    await until(() => statuses.includes('errorTTS'));
    expect(alerts[0]).toMatch(/^synthesis failed: 1006: connection closed before the last audio frame/);
  });
});
