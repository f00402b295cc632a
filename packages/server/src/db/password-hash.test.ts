import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('verifies the right password and refuses others and malformed hashes', async () => {
    const hash = await hashPassword('demo1234');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await hashPassword('demo1234')).not.toBe(hash);
    expect(await verifyPassword('demo1234', hash)).toBe(true);
    expect(await verifyPassword('demo12345', hash)).toBe(false);
    expect(await verifyPassword('demo1234', 'plain')).toBe(false);
    expect(await verifyPassword('demo1234', 'scrypt$16384$8$1$AAAA$AAAA')).toBe(false);
  });
});
