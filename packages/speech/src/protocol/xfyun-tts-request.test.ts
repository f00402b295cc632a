import { describe, expect, it } from 'vitest';
import { DEFAULT_SYNTHESIZER_PARAMS } from '../machine/synthesizer-params';
import { buildXfyunTtsRequest, splitXfyunText } from './xfyun-tts-request';

describe('buildXfyunTtsRequest', () => {
  it('matches the protocols.md §3 frame (with SPEC default speed 30)', () => {
    expect(JSON.stringify(buildXfyunTtsRequest('test0001', '你好，同学们！', DEFAULT_SYNTHESIZER_PARAMS))).toBe(
      JSON.stringify({
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
      }),
    );
  });

  it('carries changed params', () => {
    const frame = buildXfyunTtsRequest('a', 'Hello', { voice: 'aisjiuxu', speed: 70, volume: 20, pitch: 90 });
    expect(frame.business).toMatchObject({ vcn: 'aisjiuxu', speed: 70, volume: 20, pitch: 90 });
    expect(frame.data.text).toBe('SGVsbG8=');
  });
});

describe('splitXfyunText', () => {
  const encoder = new TextEncoder();

  it('keeps short text whole', () => {
    expect(splitXfyunText('你好。再见。')).toEqual(['你好。再见。']);
  });

  it('cuts after sentence ends and keeps every piece under the byte limit', () => {
    const sentence = '这是一个用于测试的句子。'; // 12 characters, 36 bytes
    const text = sentence.repeat(10);
    const pieces = splitXfyunText(text, 100);
    expect(pieces.join('')).toBe(text);
    for (const piece of pieces) {
      expect(encoder.encode(piece).length).toBeLessThanOrEqual(100);
      expect(piece.endsWith('。')).toBe(true);
    }
    expect(pieces).toHaveLength(5);
  });

  it('cuts inside a sentence that alone exceeds the limit, never inside a character', () => {
    const text = '长'.repeat(50);
    const pieces = splitXfyunText(text, 31);
    expect(pieces.join('')).toBe(text);
    expect(pieces.map((piece) => piece.length)).toEqual([10, 10, 10, 10, 10]);
  });
});
