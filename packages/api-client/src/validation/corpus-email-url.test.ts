import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isEmail } from './is-email';
import { isUrl } from './is-url';

interface Tier {
  valid: string[];
  invalid: string[];
}

// The public corpus lives in shared/ beside the checkout (see shared/corpora/SOURCES.md).
const corpus = JSON.parse(
  readFileSync(new URL('../../../../../shared/corpora/validation-email-url.json', import.meta.url), 'utf8'),
) as { email: Tier; url: Tier };

describe.each([
  ['isEmail', isEmail, corpus.email],
  ['isUrl', isUrl, corpus.url],
] as const)('%s against the validator.js corpus', (_name, rule, tier) => {
  it.each(tier.valid)('accepts %j', (value) => {
    expect(rule(value)).toBe(true);
  });
  it.each(tier.invalid)('rejects %j', (value) => {
    expect(rule(value)).toBe(false);
  });
});
