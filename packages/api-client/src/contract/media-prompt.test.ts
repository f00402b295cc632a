import { describe, expect, it } from 'vitest';
import { MEDIA_PROMPT_PREFIX, PROMPT_MAX_CHARS } from '../constants';
import {
  imagePromptInputSchema,
  mediaPromptTextSchema,
  videoPromptInputSchema,
  videoStatusInputSchema,
  withMediaPromptPrefix,
} from './media-prompt';
import { imageResultSchema, videoStatusResultSchema } from './media-results';

const text200 = '山'.repeat(PROMPT_MAX_CHARS);

describe('mediaPromptTextSchema (what the user types)', () => {
  it.each([
    ['a short prompt', '  一只熊猫  ', '一只熊猫'],
    ['exactly 200 characters', text200, text200],
  ])('accepts %s', (_label, input, output) => {
    expect(mediaPromptTextSchema.parse(input)).toBe(output);
  });

  it.each([
    ['empty', ''],
    ['blank', ' \n\t '],
    ['201 characters', `${text200}水`],
  ])('rejects %s', (_label, input) => {
    expect(mediaPromptTextSchema.safeParse(input).success).toBe(false);
  });
});

describe('withMediaPromptPrefix', () => {
  it.each([
    ['一只熊猫', `${MEDIA_PROMPT_PREFIX}一只熊猫`],
    ['  一只熊猫 ', `${MEDIA_PROMPT_PREFIX}一只熊猫`],
    [`${MEDIA_PROMPT_PREFIX}一只熊猫`, `${MEDIA_PROMPT_PREFIX}一只熊猫`],
  ])('%j → %j', (input, output) => {
    expect(withMediaPromptPrefix(input)).toBe(output);
  });
});

describe('generation request schemas', () => {
  const body = { uid: 'u1', prompt: `${MEDIA_PROMPT_PREFIX}${text200}`, seed: 0 };

  it.each([
    ['image, prefixed 200-char prompt, seed 0', imagePromptInputSchema, body],
    ['image, seed 9999999999', imagePromptInputSchema, { ...body, seed: 9_999_999_999 }],
    ['image, unprefixed prompt', imagePromptInputSchema, { ...body, prompt: '熊猫' }],
    ['video, seed 10000', videoPromptInputSchema, { ...body, seed: 10_000 }],
  ])('accepts %s', (_label, schema, input) => {
    expect(schema.safeParse(input).success).toBe(true);
  });

  it.each([
    ['image, seed 10000000000', imagePromptInputSchema, { ...body, seed: 10_000_000_000 }],
    ['image, seed -1', imagePromptInputSchema, { ...body, seed: -1 }],
    ['image, fractional seed', imagePromptInputSchema, { ...body, seed: 1.5 }],
    ['video, seed 10001', videoPromptInputSchema, { ...body, seed: 10_001 }],
    ['a prefix with nothing after it', imagePromptInputSchema, { ...body, prompt: MEDIA_PROMPT_PREFIX }],
    ['a blank prompt', imagePromptInputSchema, { ...body, prompt: '   ' }],
    ['201 chars after the prefix', imagePromptInputSchema, { ...body, prompt: `${body.prompt}水` }],
    ['an unknown key', videoPromptInputSchema, { ...body, model: 'x' }],
    ['no uid', videoPromptInputSchema, { prompt: 'x', seed: 1 }],
  ])('rejects %s', (_label, schema, input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });

  it('checks the status request', () => {
    expect(videoStatusInputSchema.safeParse({ requestId: 'r1' }).success).toBe(true);
    expect(videoStatusInputSchema.safeParse({ requestId: '' }).success).toBe(false);
  });
});

describe('media result schemas (tolerant)', () => {
  it('reads images and keeps unknown fields', () => {
    expect(imageResultSchema.parse({ images: [{ url: 'a.png', w: 1 }], seed: 3 })).toEqual({
      images: [{ url: 'a.png', w: 1 }],
      seed: 3,
    });
    expect(imageResultSchema.parse({}).images).toEqual([]);
  });

  it.each([
    ['null results', { status: 'InQueue', reason: '', results: null }],
    ['absent results', { status: 'InProgress' }],
    ['videos', { status: 'Succeed', results: { videos: [{ url: 'v.mp4' }] } }],
  ])('reads a status with %s', (_label, data) => {
    expect(videoStatusResultSchema.safeParse(data).success).toBe(true);
  });
});
