import { describe, expect, it } from 'vitest';
import { parseXfyunTtsFrame } from './parse-xfyun-tts-frame';

describe('parseXfyunTtsFrame', () => {
  it.each([
    [
      '{"code":0,"message":"success","sid":"tts000abcd@dx1","data":{"audio":"AAD/fwCAAEABAA==","status":1,"ced":"14"}}',
      { kind: 'audio', audio: 'AAD/fwCAAEABAA==', last: false, sid: 'tts000abcd@dx1' },
    ],
    ['{"code":0,"data":{"audio":"AAA=","status":2}}', { kind: 'audio', audio: 'AAA=', last: true, sid: null }],
    ['{"code":0,"data":{"status":0}}', { kind: 'audio', audio: '', last: false, sid: null }],
    [
      '{"code":10005,"message":"licc failed","sid":"tts1","data":null}',
      { kind: 'error', code: 10005, message: 'licc failed', sid: 'tts1' },
    ],
    [
      '{"code":11200,"message":"auth no license"}',
      { kind: 'error', code: 11200, message: 'auth no license', sid: null },
    ],
    ['not json', { kind: 'invalid', reason: 'frame is not JSON' }],
    ['{"message":"no code"}', { kind: 'invalid', reason: 'frame has no numeric code' }],
    ['{"code":0}', { kind: 'invalid', reason: 'success frame without data' }],
    [42, { kind: 'invalid', reason: 'frame is not text' }],
  ])('%s', (raw, expected) => {
    expect(parseXfyunTtsFrame(raw)).toEqual(expected);
  });
});
