import type { DemoFileSource } from './demo-file-source-type';

/** Storage key of a demo file: audio of a shared melody shares one key; every other file has its own. */
export function demoStorageKey(id: string, source: DemoFileSource): string {
  if (source.kind === 'mp3') return `demo/media/melody-${source.notesHz.join('-')}.mp3`;
  return `demo/files/${id}.${source.kind}`;
}
