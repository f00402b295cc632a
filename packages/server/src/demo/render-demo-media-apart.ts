import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DemoMediaReply } from './demo-media-process';
import type { DemoMediaRenderer } from './render-demo-media';

// Run from TypeScript (tests, tsx scripts) the process needs the same loader; the build ships the entry as
// dist/demo-media-process.js beside this module's chunk.
const fromSource = import.meta.url.endsWith('.ts');
const entry = fileURLToPath(new URL(`./demo-media-process.${fromSource ? 'ts' : 'js'}`, import.meta.url));
const execArgv = fromSource ? ['--conditions=source', '--import', 'tsx'] : [];
// `--import tsx` resolves from the working directory: from source, start in this folder, inside the repo.
const cwd = fromSource ? fileURLToPath(new URL('.', import.meta.url)) : undefined;

/**
 * Renders the media in a child process. The encoders (sharp's libvips above all, and the JavaScript video
 * and audio encoders) leave well over 100 MB of native and heap memory in a process that neither V8 nor
 * malloc gives back; in a process of its own it leaves with the process, and a server's first start stays
 * as lean as its restarts.
 */
export const renderDemoMediaApart: DemoMediaRenderer = (request) =>
  new Promise((resolve, reject) => {
    const child = fork(entry, [], {
      execArgv,
      cwd,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (reply: DemoMediaReply) => {
      if ('media' in reply) resolve(reply.media);
      else reject(new Error(`Rendering the demo media failed: ${reply.error}`));
    });
    // A failed spawn can be reported twice (the fork, then the send): every report is handled.
    child.on('error', reject);
    // 'close', not 'exit': it waits for the IPC channel too, so a reply still in flight is read first.
    child.once('close', (code, signal) =>
      reject(new Error(`The demo media process exited (${signal ?? `code ${code}`}) before it answered`)),
    );
    child.send(request);
  });
