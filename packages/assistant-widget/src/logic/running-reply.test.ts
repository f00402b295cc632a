import { describe, expect, it } from 'vitest';
import { parseRunningReply, serializeRunningReply } from './running-reply';

describe('parseRunningReply', () => {
  it('reads what serializeRunningReply wrote', () => {
    const reply = { uid: '10001', conversationId: '42' };
    expect(parseRunningReply(serializeRunningReply(reply))).toEqual(reply);
  });

  it.each([
    null,
    '',
    '{',
    '"x"',
    'null',
    '{"uid":1,"conversationId":"2"}',
    '{"uid":"1"}',
    '{"uid":"","conversationId":"2"}',
  ])('reads %j as nothing', (stored) => {
    expect(parseRunningReply(stored)).toBeUndefined();
  });
});
