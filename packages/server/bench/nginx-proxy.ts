/**
 * nginx as the benchmark's yardstick: Debian's package (installed here when missing: the bench's own
 * script, never the test suite), run as a child process with a generated configuration in a temporary
 * folder and a free port, so nothing of the machine's own nginx setup is read or changed.
 *
 * It is configured as a plain streaming reverse proxy, the way a county would put it in front of a
 * model server: `proxy_buffering off` (each chunk is passed on as it comes), HTTP/1.1 with a keep-alive
 * pool to the upstream, no access log, and one worker process, to match our one Node process.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const NGINX = '/usr/sbin/nginx';

/** Installs Debian's nginx package when the binary is missing (needs root, as apt-get does). */
export function ensureNginx(log: (message: string) => void): void {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`nginx is missing: install it with sudo apt-get install -y nginx (the bench compares against it)`);
  }
  log('Installing nginx from Debian packages for the side-by-side bench…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env });
}

/**
 * The start of every configuration here: one worker in the foreground, its pid, logs and temp files under
 * `prefix` (nothing of the machine's own nginx setup is read or written), no access log; `http {` is left open.
 */
function runtimeSettings(prefix: string, workerConnections: number): string {
  return `worker_processes 1;
daemon off;
master_process on;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections ${workerConnections}; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client-body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;`;
}

/** The bench's configuration: everything (pid, logs, temp files) under `prefix`. */
function nginxConfig(options: { prefix: string; port: number; upstreamPort: number }): string {
  const { prefix, port, upstreamPort } = options;
  return `${runtimeSettings(prefix, 4096)}
  keepalive_requests 100000;
  upstream model {
    server 127.0.0.1:${upstreamPort};
    keepalive 256;
    keepalive_requests 100000;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://model;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_buffering off;
    }
  }
}
`;
}

/** A running nginx child. */
export interface NginxProxy {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** The master and its worker (the processes whose CPU time counts). */
  pids(): number[];
  stop(): Promise<void>;
}

/**
 * The configuration of several server copies behind one nginx (the server README's "Running several
 * copies" example, with the paths of a throw-away prefix): round-robin over the copies, the forwarding
 * headers the copies trust with TRUST_PROXY, uploads up to 60 MB, and `X-Upstream` naming the copy that
 * answered (for tests).
 */
export function clusterNginxConfig(options: {
  prefix: string;
  port: number;
  upstreamPorts: readonly number[];
}): string {
  const { prefix, port, upstreamPorts } = options;
  return `${runtimeSettings(prefix, 1024)}
  upstream edu_servers {
${upstreamPorts.map((upstreamPort) => `    server 127.0.0.1:${upstreamPort};`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 60m;
    location / {
      proxy_pass http://edu_servers;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_buffering off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/**
 * Starts nginx on a free port with the configuration `configure` writes for it (default: the bench's, in
 * front of `upstream`) and waits until it answers.
 */
export async function startNginx(
  configure: number | ((options: { prefix: string; port: number }) => string),
): Promise<NginxProxy> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'edu-nginx-'));
  const port = await freePort();
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    typeof configure === 'number'
      ? nginxConfig({ prefix, port, upstreamPort: configure })
      : configure({ prefix, port }),
  );
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', config, '-e', path.join(prefix, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilListening(port, exited, prefix);
  const master = child.pid ?? 0;
  return {
    url,
    pids: () => [master, ...childrenOf(master)],
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** Process ids whose parent is `pid` (nginx's workers), from /proc. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces, so split after its closing bracket).
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilListening(port: number, exited: Promise<void>, prefix: string): Promise<void> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (gone) throw new Error(`nginx exited at start: ${readFileSync(path.join(prefix, 'error.log'), 'utf8')}`);
    const answered = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(500) }).then(
      (response) => response.body?.cancel().then(() => true) ?? true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on port ${port}`);
}
