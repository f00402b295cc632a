import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What `npm start` runs: the bundled dist/main.js (turbo builds it before these tests), on a new data folder,
// so that the first start's demo seed runs the built child process (dist/demo-media-process.js).
const builtServer = fileURLToPath(new URL('../dist/main.js', import.meta.url));

describe('the built server', () => {
  let server: ChildProcess | undefined;
  let dataDir: string;
  let url: string;
  const output: string[] = [];

  beforeAll(async () => {
    if (!existsSync(builtServer)) throw new Error(`${builtServer} is missing: run npm run build -w @edu/server`);
    dataDir = mkdtempSync(path.join(tmpdir(), 'edu-built-server-'));
    const child = spawn(process.execPath, [builtServer], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    url = await new Promise<string>((resolve, reject) => {
      const collect = (data: Buffer) => {
        output.push(data.toString('utf8'));
        const announced = /server on (http:\/\/\S+)/.exec(output.join(''));
        if (announced?.[1]) resolve(announced[1]);
      };
      child.stdout?.on('data', collect);
      child.stderr?.on('data', collect);
      child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${output.join('')}`)));
    });
  }, 60_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds the demo content on its first start, the pictures encoded by the child process', async () => {
    expect(output.join('')).toMatch(/Seeded the portal demo content in \d+ ms/);
    const stored = readdirSync(path.join(dataDir, 'files'), { recursive: true }).map(String);
    expect(stored.filter((name) => name.endsWith('.webp')).length).toBeGreaterThan(100);
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
  });
});
