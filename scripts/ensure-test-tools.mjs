#!/usr/bin/env node
// Installs the system tools the test suite drives, when they are missing:
// Debian's Chromium (browser tests), a CJK font (so screenshots of the Chinese UI show text, not empty
// boxes), PostgreSQL (the storage suite's second backend), nginx (the load balancer of the server's
// scale-out test, test/cluster.test.ts) and ffmpeg (the server draws the AI label into generated videos'
// frames with it, issue 35; test/media-video.test.ts checks the frames and makes its MP4s with it).
// CI runs on a clean machine, so the project installs these itself rather than relying on hand setup.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = [
  {
    name: 'Chromium',
    present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    packages: ['chromium'],
  },
  {
    name: 'a CJK font',
    present: hasCjkFont,
    packages: ['fonts-noto-cjk'],
  },
  {
    name: 'PostgreSQL',
    present: () => Boolean(process.env.TEST_DATABASE_URL) || findPostgresBin() !== undefined,
    packages: ['postgresql'],
  },
  {
    name: 'nginx',
    present: () => existsSync('/usr/sbin/nginx'),
    packages: ['nginx'],
  },
  {
    name: 'ffmpeg',
    present: () => existsSync('/usr/bin/ffmpeg'),
    packages: ['ffmpeg'],
  },
];

function hasCjkFont() {
  const result = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() !== '';
}

function findPostgresBin() {
  const result = spawnSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1'], {
    encoding: 'utf8',
  });
  const dir = result.stdout.trim();
  return dir && existsSync(`${dir}/initdb`) ? dir : undefined;
}

const missing = wanted.filter((tool) => !tool.present());
if (missing.length === 0) process.exit(0);

const names = missing.map((tool) => tool.name).join(', ');
const packages = missing.flatMap((tool) => tool.packages);
if (process.getuid?.() !== 0) {
  console.error(`Missing test tools: ${names}. Install them with: sudo apt-get install -y ${packages.join(' ')}`);
  process.exit(1);
}
console.log(`Installing test tools (${names}) from Debian packages…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env });
