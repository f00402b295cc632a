import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_SECRET_BYTES } from '../constants';

/** Where the generated secret lives when AUTH_SECRET is unset. */
const AUTH_SECRET_FILE = 'auth-secret';

/**
 * Returns AUTH_SECRET, or a secret kept in DATA_DIR/auth-secret (created with mode 0600 on first start),
 * so tokens survive restarts without configuration. Several server copies must share AUTH_SECRET instead.
 */
export function resolveAuthSecret(
  configured: string | undefined,
  dataDir: string,
  log: (message: string) => void,
): string {
  if (configured) return configured;
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) {
      log(`AUTH_SECRET is not set: using the generated secret in ${file}`);
      return stored;
    }
  } catch {
    // No secret yet: generate one below.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(GENERATED_SECRET_BYTES).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  log(
    `AUTH_SECRET is not set: generated a random secret and saved it to ${file} (set AUTH_SECRET when running several copies)`,
  );
  return secret;
}
